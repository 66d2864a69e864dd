import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../../src/db/migrations/index.js';
import { createDatabase, dropDatabase, randomName } from '../helpers/postgres.js';

/**
 * A data dir written before texts were one jsonb column keeps its translations: rows with the old
 * per-language columns, migrated, read the same in every language; migrated down, they come back.
 */
const BEFORE = '0166-oper-log-params';
const url = process.env.DATABASE_URL;
const name = randomName('mig');
let db: Kysely<unknown>;

beforeAll(async () => {
  db = url
    ? new Kysely({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: await createDatabase(url, name) }),
        }),
      })
    : new Kysely({ dialect: new PGliteDialect({ pglite: new PGlite() }) });
});
afterAll(async () => {
  await db.destroy();
  if (url) await dropDatabase(url, name);
});

const migrator = () => new Migrator({ db, provider: migrationProvider });

const texts = async () => ({
  role: (await sql`select name, name_i18n from role`.execute(db)).rows,
  menu: (await sql`select name, name_i18n from menu`.execute(db)).rows,
  dict: (await sql`select label, label_i18n from dict_data`.execute(db)).rows,
});

describe('migration to one localised-text column', () => {
  it('moves the en/es columns into name_i18n / label_i18n and keeps the zh-CN column', async () => {
    const to = await migrator().migrateTo(BEFORE);
    expect(to.error).toBeUndefined();
    await sql`insert into role (role_key, name, name_en, name_es) values ('old_role', '旧角色', 'Old role', 'Rol antiguo')`.execute(
      db,
    );
    await sql`insert into menu (name, name_en, name_es, type) values ('旧菜单', 'Old menu', 'Menú antiguo', 'M')`.execute(
      db,
    );
    await sql`insert into dict_data (dict_type, value, label, label_en, label_es) values ('old_dict', '1', '旧标签', 'Old label', 'Etiqueta antigua')`.execute(
      db,
    );

    const latest = await migrator().migrateToLatest();
    expect(latest.error).toBeUndefined();

    expect(await texts()).toEqual({
      role: [{ name: '旧角色', name_i18n: { 'zh-CN': '旧角色', en: 'Old role', es: 'Rol antiguo' } }],
      menu: [{ name: '旧菜单', name_i18n: { 'zh-CN': '旧菜单', en: 'Old menu', es: 'Menú antiguo' } }],
      dict: [{ label: '旧标签', label_i18n: { 'zh-CN': '旧标签', en: 'Old label', es: 'Etiqueta antigua' } }],
    });
  });

  it('derives the zh-CN column from the jsonb on later writes', async () => {
    await sql`update role set name_i18n = jsonb_set(name_i18n, '{zh-CN}', '"新角色"') where role_key = 'old_role'`.execute(
      db,
    );
    expect((await sql`select name from role where role_key = 'old_role'`.execute(db)).rows).toEqual([
      { name: '新角色' },
    ]);
  });

  it('migrates back down to the per-language columns', async () => {
    const down = await migrator().migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const { rows } = await sql`select name, name_en, name_es from menu`.execute(db);
    expect(rows).toEqual([{ name: '旧菜单', name_en: 'Old menu', name_es: 'Menú antiguo' }]);
  });
});
