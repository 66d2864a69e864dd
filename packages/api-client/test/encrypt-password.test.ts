import { generateKeyPairSync } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from '../src/index.js';

// Node 20 refuses PKCS#1 v1.5 private decryption, so the round trip decrypts with jsencrypt; the
// real server's login (server.test) proves the server side accepts it.
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
});

describe('encryptPassword', () => {
  it('encrypts to base64 that the private key opens', () => {
    const cipher = encryptPassword(publicKey, 'Admin@123456');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
    const rsa = new JSEncrypt();
    rsa.setPrivateKey(privateKey);
    // Time and nonce ride inside, so the server accepts each ciphertext once and only while fresh.
    expect(rsa.decrypt(cipher)).toMatch(/^\d{13}\.[0-9a-f]{32}\.Admin@123456$/);
  });

  it('is randomised (PKCS#1 v1.5 padding): two encryptions differ', () => {
    expect(encryptPassword(publicKey, 'same')).not.toBe(encryptPassword(publicKey, 'same'));
  });

  it('throws on a key that cannot encrypt', () => {
    expect(() => encryptPassword('not a key', 'x')).toThrow(/encryptPassword/);
  });
});
