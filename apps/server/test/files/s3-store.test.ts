import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../../src/files/put-bytes.js';
import { S3FileStore } from '../../src/files/s3-store.js';
import { spool } from '../../src/files/spool.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { download, listen, stopListening, upload } from './helpers.js';

/**
 * The S3 store against a real S3-compatible server over HTTP: s3rver (npm, pure JavaScript).
 * MinIO is not packaged in Debian and would be a downloaded binary; s3rver is the S3 server the
 * npm registry offers (unmaintained since 2021, but it speaks the S3 REST protocol the SDK uses).
 */
let s3: S3rver;
let endpoint: string;
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3') });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const S3_KEYS = { accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' };

describe('S3FileStore', () => {
  it('creates its bucket, puts a blob once and reads it back', async () => {
    const store = new S3FileStore({ endpoint, bucket: 'unit', ...S3_KEYS });
    await store.ensureBucket();
    await store.ensureBucket();
    const bytes = Buffer.from('stored in object storage');
    const spooled = await spool(Readable.from([bytes]), path.join(dir, 'spool'), 1024);
    expect(await store.exists(spooled.sha256)).toBe(false);
    await store.put(spooled.path, spooled);
    await store.put(spooled.path, spooled);
    expect(await store.exists(spooled.sha256)).toBe(true);
    const body = await store.get(spooled.sha256);
    expect(body && (await readAll(body)).equals(bytes)).toBe(true);
    expect(await store.get('0'.repeat(64))).toBeUndefined();
    store.close();
  });
});

describe('the server with ELDERCARE_S3_*', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ELDERCARE_S3_ENDPOINT: endpoint,
      ELDERCARE_S3_BUCKET: 'eldercare',
      ELDERCARE_S3_ACCESS_KEY: S3_KEYS.accessKey,
      ELDERCARE_S3_SECRET_KEY: S3_KEYS.secretKey,
    });
  });
  afterAll(async () => stopListening(server));

  it('uploads to object storage and downloads from it, nothing under DATA_DIR/files', async () => {
    const base = await listen(server.app);
    const token = await tokenFor(server.app, 'admin');
    const bytes = Buffer.from('%PDF-1.4\n% a contract\n%%EOF\n');
    const saved = await upload(base, token, bytes, 'contract.pdf');
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.mime).toBe('application/pdf');
    const answer = await download(base, token, saved.data.url);
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const local = await fs
      .readdir(path.join(server.config.dataDir, 'files'), { recursive: true })
      .catch(() => []);
    expect(local.map(String).filter((name) => name.includes(sha256))).toEqual([]);
    const objects = await fs.readdir(path.join(dir, 's3', 'eldercare'), { recursive: true });
    expect(objects.some((name) => String(name).includes(sha256))).toBe(true);
  });
});
