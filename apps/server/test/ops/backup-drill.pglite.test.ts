import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { RESOURCE_MAX_PAGE_SIZE } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCharacter } from '../../src/db/seed/resources/people.js';
import { IMPORT_PAUSED_LINE } from '../../src/resources/write/write-service.js';
import { fetchFile, upload } from '../files/helpers.js';
import {
  copyPreparedData,
  signIn,
  spawnServer,
  type StartedServer,
} from '../observability/started-server.js';
import { workbookOf } from '../resources/fixtures.js';

/**
 * The restore drill on the embedded database: `pnpm backup` while the started server serves, an
 * import's transaction is open and a writer keeps adding records; more written after; the server
 * stopped, `pnpm restore`, started again. The records and files of the backup's moment come back.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** One batch: the server holds the transaction open after it (a test setting), the trail still to write. */
const IMPORTED = 100;
const WRITE_EVERY_MS = 25;
const IMPORT_MARK = '赵';
const WRITER_MARK = '孙';
const STEMS = '甲乙丙丁戊己庚辛壬癸';
const COMMUNITY = '341702001001';

/** A distinct valid name: the mark, then the digits of n as heavenly stems. */
const personName = (mark: string, n: number) =>
  mark + [...String(n).padStart(4, '0')].map((digit) => STEMS[Number(digit)]).join('');
/** A distinct valid ID number of an elder born in `year` (the day and sequence from n). */
const personId = (year: number, n: number) => {
  const born = new Date(Date.UTC(year, 0, 1) + Math.floor(n / 900) * 86_400_000);
  const first17 = `341702${born.toISOString().slice(0, 10).replaceAll('-', '')}${100 + (n % 900)}`;
  return first17 + checkCharacter(first17);
};

/** `pnpm backup DIR` / `pnpm restore DIR` as an operator runs them, on the server's DATA_DIR. */
const runScript = async (command: 'backup' | 'restore', dir: string, dataDir: string) =>
  (
    await run(process.execPath, [path.join(root, 'scripts/backup.mjs'), command, dir], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    })
  ).stdout;

let data: Awaited<ReturnType<typeof copyPreparedData>>;
let server: StartedServer | undefined;
let backupDir = '';
beforeAll(async () => {
  data = await copyPreparedData();
  backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-backup-'));
}, 120_000);
afterAll(async () => {
  await server?.cleanup();
  await data?.remove();
  await fs.rm(backupDir, { recursive: true, force: true });
});

const api = async <T>(token: string, route: string, init: RequestInit = {}) => {
  const response = await fetch(`${server?.url}/prod-api/biz/resource${route}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return (await response.json()) as { code: number; msg: string; data: T };
};

/** Every elder's name starting with `mark`, page by page. */
const namesWith = async (token: string, mark: string) => {
  const names = new Set<string>();
  for (let current = 1; ; current += 1) {
    const query = `name=${encodeURIComponent(mark)}&size=${RESOURCE_MAX_PAGE_SIZE}&current=${current}`;
    const page = await api<{ records: { name: string }[] }>(token, `/elderlyInfo?${query}`);
    expect(page.code, page.msg).toBe(0);
    for (const record of page.data.records) names.add(record.name);
    if (page.data.records.length < RESOURCE_MAX_PAGE_SIZE) return names;
  }
};

interface Write {
  name: string;
  sentAt: number;
  ackedAt: number;
}

/** Adds one record after another until stopped; answers the acknowledged ones with their times. */
const keepWriting = (token: string) => {
  const acked: Write[] = [];
  let stopped = false;
  const done = (async () => {
    for (let n = 0; !stopped; n += 1) {
      const write = { name: personName(WRITER_MARK, n), sentAt: Date.now() };
      const body = {
        name: write.name,
        idCard: personId(1943, n),
        community: COMMUNITY,
        mobile: '13900000000',
      };
      const answer = await api(token, '/elderlyInfo', { method: 'POST', body: JSON.stringify(body) });
      expect(answer.code, answer.msg).toBe(0);
      acked.push({ ...write, ackedAt: Date.now() });
      // A steady stream, not a flood: the drill measures the backup, not the writer.
      await sleep(WRITE_EVERY_MS);
    }
  })();
  let failure: unknown;
  done.catch((error: unknown) => (failure = error));
  const until = async (test: (writes: Write[]) => boolean) => {
    while (!test(acked)) {
      if (failure) throw failure;
      await sleep(20);
    }
  };
  return { acked, until, stop: async () => ((stopped = true), await done, acked) };
};

/**
 * `pnpm backup` once the server holds an import's transaction open, its rows written but not
 * committed; answers when the backup began and ended.
 */
const backUpDuringImport = async (token: string) => {
  const rows = Array.from({ length: IMPORTED }, (_, n) => [
    personName(IMPORT_MARK, n),
    personId(1942, n),
    COMMUNITY,
    `139${String(n).padStart(8, '0')}`,
  ]);
  const sheet = await workbookOf([['姓名', 'ID number', 'Comunidad', '手机'], ...rows]);
  const importing = api<{ imported: number }>(token, '/elderlyInfo/import', {
    method: 'POST',
    body: JSON.stringify({ file: sheet }),
  });
  importing.catch(() => {}); // awaited below; a failed drill must not leave it unheard
  while (!server?.lines.includes(IMPORT_PAUSED_LINE)) await sleep(20);
  const backupStarted = Date.now();
  expect(await runScript('backup', backupDir, data.dataDir)).toContain('Backup of the pglite database');
  const backupEnded = Date.now();
  expect((await importing).data).toMatchObject({ imported: IMPORTED });
  return { backupStarted, backupEnded };
};

describe('restore drill on the embedded database: back up while serving, write more, restore, compare', () => {
  it('brings back every transaction committed by the backup whole, the files, and nothing later', async () => {
    server = await spawnServer(data, {
      ELDERCARE_TEST_IMPORT_PAUSE_MS: '1500',
      ELDERCARE_SHUTDOWN_DRAIN_SECONDS: '0',
    });
    let token = await signIn(server.url, 'admin');
    const before = Buffer.from(`kept before the backup ${randomBytes(512).toString('hex')}\n`);
    const kept = await upload(server.url, token, before, 'kept.txt', 'text/plain');
    expect(kept.code, kept.msg).toBe(0);

    // Demo records of the prepared database may share the marks: only the drill's own are counted.
    const seeded = new Set([
      ...(await namesWith(token, IMPORT_MARK)),
      ...(await namesWith(token, WRITER_MARK)),
    ]);
    const drillNames = async (mark: string) =>
      [...(await namesWith(token, mark))].filter((name) => !seeded.has(name));
    const writer = keepWriting(token);
    await writer.until((writes) => writes.length >= 3);
    const { backupStarted, backupEnded } = await backUpDuringImport(token);
    await writer.until((writes) => writes.some((w) => w.sentAt > backupEnded));
    const writes = await writer.stop();
    const servedDuring = writes.filter((w) => w.ackedAt > backupStarted && w.ackedAt < backupEnded);
    // The server kept answering: it holds its database only while it makes the copy.
    expect(servedDuring.length).toBeGreaterThan(0);
    const later = await upload(
      server.url,
      token,
      Buffer.from(`after ${randomBytes(8).toString('hex')}\n`),
      'l.txt',
    );
    expect(later.code, later.msg).toBe(0);
    const archive = await fs.stat(path.join(backupDir, 'pgdata.tar.gz'));
    console.log(
      `backup of a serving server: ${backupEnded - backupStarted} ms, pgdata.tar.gz ${archive.size} bytes, ` +
        `${servedDuring.length} records written during it`,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Remove a blob the backup holds: the restore must bring it back byte for byte.
    await fs.rm(path.join(data.dataDir, 'files'), { recursive: true, force: true });
    const restoreStarted = Date.now();
    expect(await runScript('restore', backupDir, data.dataDir)).toContain('Restored the pglite database');
    console.log(`restore of the stopped server's DATA_DIR: ${Date.now() - restoreStarted} ms`);
    server = await spawnServer(data, {});
    token = await signIn(server.url, 'admin');

    // The transaction in flight when the backup began is in it whole: the backup waited for it.
    expect((await drillNames(IMPORT_MARK)).length).toBe(IMPORTED);
    const restored = new Set(await drillNames(WRITER_MARK));
    const committedBefore = writes.filter((w) => w.ackedAt < backupStarted).map((w) => w.name);
    const sentAfter = writes.filter((w) => w.sentAt > backupEnded).map((w) => w.name);
    expect(committedBefore.filter((name) => !restored.has(name))).toEqual([]);
    expect(sentAfter.filter((name) => restored.has(name))).toEqual([]);
    expect([...restored].filter((name) => !writes.some((w) => w.name === name))).toEqual([]);

    const file = await fetchFile(server.url, token, kept.data.url);
    expect('bytes' in file && sha(file.bytes)).toBe(sha(before));
    expect('code' in (await fetchFile(server.url, token, later.data.url))).toBe(true);
  }, 240_000);
});
