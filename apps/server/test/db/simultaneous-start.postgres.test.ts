import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/schema.js';
import { createDatabase, dropDatabase, randomName } from '../helpers/postgres.js';

const base = process.env.DATABASE_URL ?? '';
const names = [randomName('first'), randomName('alone')];
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  for (const name of names) await dropDatabase(base, name);
});

/** What start-up creates: schema history, provisioned menus, grants, dictionaries, the organisation. */
const PROVISIONED = [
  'kysely_migration',
  'area',
  'dept',
  'role',
  'menu',
  'role_menu',
  'dict_data',
  'app_user',
  'user_role',
  'sys_config',
];

const countsOf = async (db: Kysely<Database>) => {
  const counts: Record<string, number> = {};
  for (const table of PROVISIONED) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
};

const start = async (url: string) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-first-'));
  dirs.push(dir);
  const config = loadConfig({
    DATA_DIR: dir,
    ELDERCARE_LOG_LEVEL: 'silent',
    ELDERCARE_SEED: 'off',
    ELDERCARE_ADMIN_PASSWORD: 'First@Start2026',
  });
  config.databaseUrl = url;
  return buildApp(config, { logger: false });
};

describe('three instances started at once on an empty PostgreSQL database', () => {
  it('migrate, sync and provision once — the rows of one start alone — and every instance is ready', async () => {
    const [together = '', aloneName = ''] = names;
    const alone = await start(await createDatabase(base, aloneName));
    const expected = await countsOf(alone.eldercare.db);
    await alone.close();

    const url = await createDatabase(base, together);
    const apps = await Promise.all([start(url), start(url), start(url)]);
    try {
      for (const app of apps) expect((await app.inject({ url: '/prod-api/ready' })).statusCode).toBe(200);
      expect(await countsOf(apps[0]!.eldercare.db)).toEqual(expected);
      expect(expected.app_user).toBe(1);
      expect(expected.menu).toBeGreaterThan(50);
      // Exactly one start created the administrator (and may print its one-time password).
      expect(apps.filter((app) => app.productionSeed !== null)).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }, 300_000);
});
