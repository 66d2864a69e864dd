import { sql, type Kysely } from 'kysely';

/**
 * The parameters of an operation-log row's message (an export's row count), so the log can say
 * what a call did as well as that it succeeded; translated when read, like the refusals.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table oper_log add column params jsonb`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table oper_log drop column if exists params`.execute(db);
};
