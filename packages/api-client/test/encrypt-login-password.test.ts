import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptLoginPassword } from '../src/index.js';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
});

const openOaep = (cipher: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(cipher, 'base64'),
  ).toString('utf8');

// Node 20 refuses PKCS#1 v1.5 private decryption, so that side is opened with jsencrypt.
const openPkcs1v15 = (cipher: string) => {
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(privateKey);
  return rsa.decrypt(cipher);
};

/** A plain-http intranet origin: `crypto.getRandomValues` is there, `crypto.subtle` is not. */
const withoutSubtle = () =>
  vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });

afterEach(() => vi.unstubAllGlobals());

describe('encryptLoginPassword', () => {
  it('uses WebCrypto RSA-OAEP with SHA-256 where it exists', async () => {
    const cipher = await encryptLoginPassword(publicKey, 'Admin@123456');
    expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
    // Time and nonce ride inside, so the server accepts each ciphertext once and only while fresh.
    expect(openOaep(cipher)).toMatch(/^\d{13}\.[0-9a-f]{32}\.Admin@123456$/);
    expect(await encryptLoginPassword(publicKey, 'same')).not.toBe(
      await encryptLoginPassword(publicKey, 'same'),
    );
  });

  it('falls back to PKCS#1 v1.5 where WebCrypto is missing (plain http)', async () => {
    withoutSubtle();
    const cipher = await encryptLoginPassword(publicKey, 'Admin@123456');
    expect(openPkcs1v15(cipher)).toMatch(/^\d{13}\.[0-9a-f]{32}\.Admin@123456$/);
    expect(() => openOaep(cipher)).toThrow();
  });

  it('falls back to PKCS#1 v1.5 for a message longer than OAEP holds', async () => {
    const longest = '密'.repeat(64);
    expect(openPkcs1v15(await encryptLoginPassword(publicKey, longest))).toMatch(
      new RegExp(`\\.${longest}$`),
    );
    const longAscii = 'a'.repeat(64);
    expect(openOaep(await encryptLoginPassword(publicKey, longAscii))).toMatch(
      new RegExp(`\\.${longAscii}$`),
    );
  });

  it('throws on a key that cannot encrypt, on either path', async () => {
    await expect(encryptLoginPassword('not a key', 'x')).rejects.toThrow(/encryptLoginPassword/);
    withoutSubtle();
    await expect(encryptLoginPassword('not a key', 'x')).rejects.toThrow(/encryptPassword/);
  });
});
