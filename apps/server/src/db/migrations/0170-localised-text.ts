import { sql, type Kysely } from 'kysely';

/**
 * One jsonb column per shown text instead of a column per language: `role.name_i18n`,
 * `menu.name_i18n` and `dict_data.label_i18n` hold `{ 'zh-CN', en, es }` (the contract's
 * LocalisedText), so a language is added without a migration. The zh-CN column the queries sort,
 * filter and match on (`name`, `label`) becomes generated from it: one value, never two that disagree.
 */
const TEXTS = [
  ['role', 'name'],
  ['menu', 'name'],
  ['dict_data', 'label'],
] as const;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const [table, column] of TEXTS) {
    const t = sql.table(table);
    const i18n = sql.ref(`${column}_i18n`);
    const [zh, en, es] = [sql.ref(column), sql.ref(`${column}_en`), sql.ref(`${column}_es`)];
    await sql`alter table ${t} add column ${i18n} jsonb`.execute(db);
    await sql`update ${t} set ${i18n} = jsonb_build_object('zh-CN', ${zh}, 'en', ${en}, 'es', ${es})`.execute(
      db,
    );
    await sql`alter table ${t} alter column ${i18n} set not null`.execute(db);
    await sql`alter table ${t} drop column ${zh}, drop column ${en}, drop column ${es}`.execute(db);
    await sql`alter table ${t} add column ${zh} text generated always as (${i18n} ->> 'zh-CN') stored not null`.execute(
      db,
    );
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const [table, column] of TEXTS) {
    const t = sql.table(table);
    const i18n = sql.ref(`${column}_i18n`);
    const [zh, en, es] = [sql.ref(column), sql.ref(`${column}_en`), sql.ref(`${column}_es`)];
    await sql`alter table ${t} drop column ${zh}`.execute(db);
    await sql`alter table ${t} add column ${zh} text, add column ${en} text, add column ${es} text`.execute(
      db,
    );
    await sql`update ${t} set ${zh} = ${i18n} ->> 'zh-CN', ${en} = ${i18n} ->> 'en', ${es} = ${i18n} ->> 'es'`.execute(
      db,
    );
    await sql`alter table ${t} alter column ${zh} set not null, alter column ${en} set not null, alter column ${es} set not null, drop column ${i18n}`.execute(
      db,
    );
  }
};
