import path from 'node:path';
import { ErrorCode } from '@eldercare/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeUnattached } from '../../src/files/hygiene.js';
import { LocalFileStore } from '../../src/files/local-store.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody } from '../resources/fixtures.js';
import { fetchFile, listen, stopListening, upload } from '../files/helpers.js';

/**
 * The file store's housekeeping and limits, over real HTTP: who may upload, the per-user and the
 * store-wide quota, the purge of uploads attached nowhere and of the files of deleted records.
 */
const catalogue = buildCatalogue();
const elderly = catalogue.find('elderlyInfo') as ServedResource;
const QIUPU_COMMUNITY = '341702001001';
const USER_QUOTA_MB = 0.05;

let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user] ?? '';

beforeAll(async () => {
  server = await startTestServer({ ELDERCARE_FILE_USER_QUOTA_MB: String(USER_QUOTA_MB) });
  base = await listen(server.app);
  for (const user of ['admin', 'street', 'devops', 'institution'])
    tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => stopListening(server));

const text = (kb: number, seed: string) => Buffer.from(`${seed}\n`.padEnd(kb * 1024, 'x'));
const db = () => server.app.eldercare.db;
const purge = () =>
  purgeUnattached(
    db(),
    catalogue,
    new LocalFileStore(path.join(server.config.dataDir, 'files')),
    server.config.fileUnattachedSeconds,
  );
const age = (id: string, hours: number) =>
  sql`update files set created_at = now() - make_interval(hours => ${hours}) where id = ${id}`.execute(db());

describe('who may upload', () => {
  it('refuses an account that can edit no record with a file field; a writer of one may', async () => {
    expect((await upload(base, as('devops'), text(1, 'ops'), 'ops.txt')).code).toBe(ErrorCode.Forbidden);
    expect((await upload(base, as('street'), text(1, 'street'), 'street.txt')).code).toBe(0);
  });
});

describe('quotas', () => {
  it('refuses an upload past the user’s quota with a message naming it; others still upload', async () => {
    const first = await upload(base, as('institution'), text(30, 'one'), 'one.txt');
    expect(first.code, first.msg).toBe(0);
    const second = await upload(base, as('institution'), text(30, 'two'), 'two.txt');
    expect(second).toMatchObject({
      code: -1,
      msg: `Your uploads have reached their limit of ${USER_QUOTA_MB} MB; remove attachments you no longer need or contact the administrator`,
    });
    expect((await upload(base, as('admin'), text(30, 'admin'), 'admin.txt')).code).toBe(0);
  });

  it('refuses every upload once the store as a whole is full', async () => {
    const before = server.config.fileStoreQuotaBytes;
    server.config.fileStoreQuotaBytes = 1;
    try {
      expect(await upload(base, as('admin'), text(1, 'full'), 'full.txt')).toMatchObject({
        code: -1,
        msg: 'The file store is full; uploads are not possible for now, please contact the administrator',
      });
    } finally {
      server.config.fileStoreQuotaBytes = before;
    }
  });
});

describe('purge', () => {
  it('deletes uploads attached nowhere after the grace period, bytes included, and keeps the rest', async () => {
    const fresh = await upload(base, as('street'), text(1, 'fresh'), 'fresh.txt');
    const old = await upload(base, as('street'), text(1, 'old'), 'old.txt');
    const kept = await upload(base, as('street'), text(1, 'kept'), 'kept.txt');
    const person = await request<{ id: number }>(server.app, as('street'), 'POST', '/elderlyInfo', {
      ...validBody(elderly, `purge-${Math.random()}`),
      community: QIUPU_COMMUNITY,
      photo: [{ id: kept.data.id, name: 'kept.txt' }],
    });
    expect(person.code, person.msg).toBe(0);
    for (const id of [old.data.id, kept.data.id]) await age(id, 48);
    expect(await purge()).toBeGreaterThanOrEqual(1);
    expect(await fetchFile(base, as('street'), old.data.url)).toEqual({ code: ErrorCode.NotFound });
    expect(await fetchFile(base, as('street'), fresh.data.url)).toMatchObject({
      type: expect.stringMatching(/^text/),
    });
    expect(await fetchFile(base, as('street'), kept.data.url)).toMatchObject({
      type: expect.stringMatching(/^text/),
    });
  });

  it('collects the files of a deleted record once no record holds them', async () => {
    const saved = await upload(base, as('street'), text(1, 'deleted-record'), 'gone.txt');
    const person = await request<{ id: number }>(server.app, as('street'), 'POST', '/elderlyInfo', {
      ...validBody(elderly, `gone-${Math.random()}`),
      community: QIUPU_COMMUNITY,
      photo: [{ id: saved.data.id, name: 'gone.txt' }],
    });
    expect(person.code, person.msg).toBe(0);
    await age(saved.data.id, 48);
    const removed = await request(server.app, as('street'), 'DELETE', `/elderlyInfo/${person.data.id}`);
    expect(removed.code, removed.msg).toBe(0);
    await purge();
    const rows = await sql`select id from files where id = ${saved.data.id}`.execute(db());
    expect(rows.rows).toEqual([]);
  });
});
