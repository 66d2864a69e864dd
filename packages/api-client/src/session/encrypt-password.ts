import { JSEncrypt } from 'jsencrypt';
import { loginMessage } from './login-message.js';

/**
 * RSA-encrypts the login password (PKCS#1 v1.5, base64) with the PEM from `GET /uaa/public-key`,
 * synchronously, with jsencrypt (about 18 kB gzipped in a browser). The sign-in uses
 * `encryptLoginPassword` instead, which only falls back to this where WebCrypto is missing; this
 * stays for scripts and older hosts that need a synchronous call. The time and a nonce ride inside
 * (`loginMessage`). Throws when the key is unusable instead of sending `false`.
 */
export function encryptPassword(publicKeyPem: string, password: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const encrypted = rsa.encrypt(loginMessage(password));
  if (encrypted === false) throw new Error('encryptPassword: the public key cannot encrypt this password');
  return encrypted;
}
