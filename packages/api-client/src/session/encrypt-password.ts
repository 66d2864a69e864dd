import { JSEncrypt } from 'jsencrypt';

/**
 * RSA-encrypts the login password (PKCS#1 v1.5, base64) with the PEM from `GET /uaa/public-key`,
 * as the server's login expects. Throws when the key is unusable instead of sending `false`.
 */
export function encryptPassword(publicKeyPem: string, password: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const encrypted = rsa.encrypt(password);
  if (encrypted === false) throw new Error('encryptPassword: the public key cannot encrypt this password');
  return encrypted;
}
