import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { fetchFile, listen, upload } from '../files/helpers.js';
import { startTestServer, tokenFor } from '../helpers/server.js';
import { dropDatabase } from '../helpers/postgres.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The operator's commands, as they run them: `pnpm backup DIR` / `pnpm restore DIR` with the server's settings. */
const runScript = (command: 'backup' | 'restore', dir: string, env: Record<string, string>) =>
  execFileSync(process.execPath, [path.join(root, 'scripts/backup.mjs'), command, dir], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

const counts = async (app: FastifyInstance) => {
  const { rows } = await sql<{ files: number; users: number; menus: number }>`
    select (select count(*)::int from files) as files, (select count(*)::int from app_user) as users,
           (select count(*)::int from menu) as menus`.execute(app.eldercare.db);
  return rows[0];
};

describe('restore drill on PostgreSQL: back up while serving, write more, restore, compare', () => {
  it('brings back the rows and the files of the moment of the backup, and nothing later', async () => {
    const server = await startTestServer();
    const { config } = server;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-backup-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const env = { DATABASE_URL: config.databaseUrl ?? '', DATA_DIR: config.dataDir };
    let base = await listen(server.app);
    let token = await tokenFor(server.app, 'admin');
    const before = Buffer.from(`kept before the backup ${randomBytes(512).toString('hex')}\n`);
    const kept = await upload(base, token, before, 'kept.txt', 'text/plain');
    expect(kept.code).toBe(0);
    const expected = await counts(server.app);

    // The server keeps serving during the backup.
    const during = Promise.all([0, 1, 2].map(() => fetch(`${base}/prod-api/health`).then((r) => r.status)));
    expect(runScript('backup', dir, env)).toContain('Backup of the postgres database');
    expect(await during).toEqual([200, 200, 200]);

    const later = await upload(
      base,
      token,
      Buffer.from(`written after ${randomBytes(8).toString('hex')}\n`),
      'later.txt',
    );
    expect(later.code).toBe(0);
    expect((await counts(server.app))?.files).toBe((expected?.files ?? 0) + 1);

    server.app.server.closeAllConnections();
    await server.app.close();
    // Remove a blob the backup holds: the restore must bring it back byte for byte.
    await fs.rm(path.join(config.dataDir, 'files'), { recursive: true, force: true });
    expect(runScript('restore', dir, env)).toContain('Restored the postgres database');

    const restored = await buildApp(config, { logger: false });
    cleanups.push(async () => {
      restored.server.closeAllConnections();
      await restored.close();
      if (process.env.DATABASE_URL)
        await dropDatabase(process.env.DATABASE_URL, new URL(env.DATABASE_URL).pathname.slice(1));
      await fs.rm(config.dataDir, { recursive: true, force: true });
    });
    expect(await counts(restored)).toEqual(expected);
    base = await listen(restored);
    token = await tokenFor(restored, 'admin');
    const file = await fetchFile(base, token, kept.data.url);
    expect('bytes' in file && sha(file.bytes)).toBe(sha(before));
    const gone = await fetchFile(base, token, later.data.url);
    expect('code' in gone).toBe(true);
  }, 180_000);
});
