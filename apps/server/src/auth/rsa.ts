import { constants, createPrivateKey, createPublicKey, privateDecrypt, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { unpadPkcs1v15 } from './pkcs1.js';

export interface RsaKeys {
  publicKeyPem: string;
  /** Decrypts a base64 PKCS#1 v1.5 ciphertext (what jsencrypt produces); null when it cannot. */
  decrypt: (base64: string) => string | null;
}

/**
 * Node 20 refuses PKCS#1 v1.5 padding in `privateDecrypt` (CVE-2023-46809, its OpenSSL lacks
 * implicit rejection), so the key operation runs natively without padding and the padding is
 * removed in constant time (pkcs1.ts). node-forge did the whole decryption in JavaScript: 20–70 ms
 * of the event loop per login against ~0.4 ms here, time every other request waited.
 */
const decryptWith =
  (privateKey: KeyObject, modulusBytes: number) =>
  (base64: string): string | null => {
    const ciphertext = Buffer.from(base64, 'base64');
    if (ciphertext.length !== modulusBytes) return null;
    try {
      const encoded = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, ciphertext);
      const message = unpadPkcs1v15(encoded);
      return message === null ? null : new TextDecoder('utf-8', { fatal: true }).decode(message);
    } catch {
      // A ciphertext not below the modulus, or a message that is not UTF-8.
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
