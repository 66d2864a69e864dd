import { constants, createPrivateKey, createPublicKey, privateDecrypt, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { unpadPkcs1v15 } from './pkcs1.js';

export interface RsaKeys {
  publicKeyPem: string;
  /**
   * Decrypts a base64 login ciphertext: RSA-OAEP with SHA-256 (what the browser's WebCrypto sends) or
   * PKCS#1 v1.5 (jsencrypt: the fallback on plain-http origins, scripts, older clients); null when it cannot.
   */
  decrypt: (base64: string) => string | null;
}

/** RSA-OAEP with SHA-256, as WebCrypto's `{ name: 'RSA-OAEP', hash: 'SHA-256' }` encrypts. */
const openOaep = (privateKey: KeyObject, ciphertext: Buffer): Buffer | null => {
  try {
    return privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      ciphertext,
    );
  } catch {
    return null;
  }
};

/**
 * Node 20 refuses PKCS#1 v1.5 padding in `privateDecrypt` (CVE-2023-46809, its OpenSSL lacks
 * implicit rejection), so the key operation runs natively without padding and the padding is
 * removed in constant time (pkcs1.ts). node-forge did the whole decryption in JavaScript: 20–70 ms
 * of the event loop per login against ~0.4 ms here, time every other request waited.
 */
const openPkcs1v15 = (privateKey: KeyObject, ciphertext: Buffer): Uint8Array | null => {
  try {
    return unpadPkcs1v15(privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, ciphertext));
  } catch {
    // A ciphertext not below the modulus.
    return null;
  }
};

/**
 * OAEP first: a PKCS#1 v1.5 ciphertext passes OAEP's check (a 32-byte hash inside) with odds of
 * 2^-256, so trying it first never misreads one; an OAEP ciphertext is never tried as v1.5.
 * OpenSSL's OAEP check fails in constant time with one error, so trying it adds no oracle.
 */
const decryptWith =
  (privateKey: KeyObject, modulusBytes: number) =>
  (base64: string): string | null => {
    const ciphertext = Buffer.from(base64, 'base64');
    if (ciphertext.length !== modulusBytes) return null;
    const message = openOaep(privateKey, ciphertext) ?? openPkcs1v15(privateKey, ciphertext);
    if (message === null) return null;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(message);
    } catch {
      return null;
    }
  };

const fromPrivatePem = (privatePem: string): RsaKeys => {
  const privateKey = createPrivateKey(privatePem);
  const modulusBits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  return {
    publicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
    decrypt: decryptWith(privateKey, Math.ceil(modulusBits / 8)),
  };
};

/**
 * The login key pair: from the environment when given, else DATA_DIR/rsa-private.pem, generated
 * on first start (file mode 0600). The private key never leaves the server.
 */
export const loadRsaKeys = async (
  dataDir: string,
  privatePemFromEnv: string | undefined,
): Promise<RsaKeys> => {
  if (privatePemFromEnv) return fromPrivatePem(privatePemFromEnv);
  const file = path.join(dataDir, 'rsa-private.pem');
  try {
    return fromPrivatePem(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { generateKeyPairSync } = await import('node:crypto');
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, privateKey, { mode: 0o600 });
  return fromPrivatePem(privateKey);
};
