import { constants, createPublicKey, publicEncrypt, randomBytes, webcrypto } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpadPkcs1v15 } from '../../src/auth/pkcs1.js';
import { loadRsaKeys, type RsaKeys } from '../../src/auth/rsa.js';
import { encryptRaw } from '../helpers/server.js';

let dir: string;
let keys: RsaKeys;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rsa-test-'));
  keys = await loadRsaKeys(dir, undefined);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const encoded = (...parts: number[][]) => Uint8Array.from(parts.flat());
const fill = (n: number, byte: number) => Array.from({ length: n }, () => byte);

describe('login RSA decryption', () => {
  it('opens what the browser library (PKCS#1 v1.5) encrypts', () => {
    for (const text of ['Admin@123456', '1764000000000.abcdefghijklmnop.密码Ñandú#1', '', 'x'.repeat(200)]) {
      expect(keys.decrypt(encryptRaw(keys.publicKeyPem, text))).toBe(text);
      const viaNode = publicEncrypt(
        { key: keys.publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(text),
      ).toString('base64');
      expect(keys.decrypt(viaNode)).toBe(text);
    }
  });

  it('opens what WebCrypto encrypts (RSA-OAEP, SHA-256)', async () => {
    const spki = createPublicKey(keys.publicKeyPem).export({ type: 'spki', format: 'der' });
    const key = await webcrypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    for (const text of ['Admin@123456', '1764000000000.abcdefghijklmnop.密码Ñandú#1', '']) {
      const sealed = await webcrypto.subtle.encrypt(
        { name: 'RSA-OAEP' },
        key,
        new TextEncoder().encode(text),
      );
      expect(keys.decrypt(Buffer.from(sealed).toString('base64'))).toBe(text);
    }
  });

  it('refuses ciphertexts of the wrong length, OAEP with another hash and garbage', () => {
    const good = Buffer.from(encryptRaw(keys.publicKeyPem, 'Admin@123456'), 'base64');
    expect(keys.decrypt(good.subarray(1).toString('base64'))).toBeNull();
    expect(keys.decrypt('not base64 at all')).toBeNull();
    expect(keys.decrypt(Buffer.alloc(256, 0xff).toString('base64'))).toBeNull();
    const oaepSha1 = publicEncrypt(
      { key: keys.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING },
      Buffer.from('Admin@123456'),
    );
    expect(keys.decrypt(oaepSha1.toString('base64'))).toBeNull();
  });

  it('removes the padding only when it is well formed', () => {
    const message = [0x41, 0x42];
    const ps = fill(8, 0x11);
    expect(Array.from(unpadPkcs1v15(encoded([0, 2], ps, [0], message)) ?? [])).toEqual(message);
    expect(unpadPkcs1v15(encoded([0, 2], ps, [0]))?.length).toBe(0);
    expect(unpadPkcs1v15(encoded([1, 2], ps, [0], message))).toBeNull();
    expect(unpadPkcs1v15(encoded([0, 1], ps, [0], message))).toBeNull();
    expect(unpadPkcs1v15(encoded([0, 2], fill(7, 0x11), [0], message))).toBeNull();
    expect(unpadPkcs1v15(encoded([0, 2], ps, message))).toBeNull();
    expect(unpadPkcs1v15(encoded([0, 2], [0], ps, message))).toBeNull();
    // The first zero ends the padding; later zeros belong to the message.
    expect(Array.from(unpadPkcs1v15(encoded([0, 2], ps, [0, 0, 7])) ?? [])).toEqual([0, 7]);
    const random = encoded(
      [0, 2],
      Array.from(randomBytes(200), (b) => b | 1),
      [0],
      message,
    );
    expect(Array.from(unpadPkcs1v15(random) ?? [])).toEqual(message);
  });
});
