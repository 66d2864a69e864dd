import fs from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

export interface RsaKeys {
  publicKeyPem: string;
  /** Decrypts a base64 PKCS#1 v1.5 ciphertext (what jsencrypt produces); null when it cannot. */
  decrypt: (base64: string) => string | null;
}

const fromPrivatePem = (privatePem: string): RsaKeys => {
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  return {
    publicKeyPem: forge.pki.publicKeyToPem(publicKey),
    decrypt: (base64) => {
      try {
        // Node 20 refuses PKCS#1 v1.5 private decryption, hence node-forge (TOOLCHAIN.md).
        const bytes = forge.util.decode64(base64);
        return forge.util.decodeUtf8(privateKey.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
      } catch {
        return null;
      }
    },
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
