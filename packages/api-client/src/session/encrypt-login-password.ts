import { loginMessage } from './login-message.js';

/** RSA-OAEP's overhead with SHA-256 (RFC 8017 §7.1.1: two hashes and two bytes). */
const OAEP_SHA256_OVERHEAD = 2 * 32 + 2;

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const pemBody = (pem: string): string => pem.replace(/-----[^-]+-----|\s/g, '');

async function encryptOaep(subtle: SubtleCrypto, publicKeyPem: string, message: Uint8Array<ArrayBuffer>) {
  let key: CryptoKey;
  try {
    const spki = fromBase64(pemBody(publicKeyPem));
    key = await subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  } catch {
    throw new Error('encryptLoginPassword: the public key cannot encrypt this password');
  }
  const { modulusLength } = key.algorithm as RsaHashedKeyAlgorithm;
  // A long password in a script of three-byte characters can exceed what OAEP holds (143 bytes of a
  // 64-character password under a 2048-bit key); PKCS#1 v1.5 holds 42 bytes more.
  if (message.length > modulusLength / 8 - OAEP_SHA256_OVERHEAD) return undefined;
  return toBase64(new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, key, message)));
}

/**
 * Encrypts the login password with the server's public key for `POST /uaa/oauth/token`, base64.
 * RSA-OAEP with SHA-256 through WebCrypto: no library in the bundle and a padding without
 * PKCS#1 v1.5's oracle history. WebCrypto exists only in secure contexts, so on a plain-http
 * intranet address (and for a message too long for OAEP) the PKCS#1 v1.5 encryption is loaded
 * and used instead; the server opens both. The time and a nonce ride inside (`loginMessage`).
 */
export async function encryptLoginPassword(publicKeyPem: string, password: string): Promise<string> {
  const message = loginMessage(password);
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (subtle) {
    const sealed = await encryptOaep(subtle, publicKeyPem, new TextEncoder().encode(message));
    if (sealed !== undefined) return sealed;
  }
  const { encryptPassword } = await import('./encrypt-password.js');
  return encryptPassword(publicKeyPem, password);
}
