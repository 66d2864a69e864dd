import { JSEncrypt } from 'jsencrypt';

/** 16 random bytes, hex: the nonce that makes each login ciphertext single use. */
const nonce = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * RSA-encrypts the login password (PKCS#1 v1.5, base64) with the PEM from `GET /uaa/public-key`,
 * as the server's login expects. Inside the ciphertext, before the password: the time and a
 * nonce (`<ms>.<nonce>.<password>`), so the server accepts each ciphertext once and only while
 * fresh — a captured one cannot be replayed. Throws when the key is unusable instead of sending
 * `false`.
 */
export function encryptPassword(publicKeyPem: string, password: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const encrypted = rsa.encrypt(`${Date.now()}.${nonce()}.${password}`);
  if (encrypted === false) throw new Error('encryptPassword: the public key cannot encrypt this password');
  return encrypted;
}
