import { sql, type Kysely } from 'kysely';

/** Demo accounts (published password, README) are marked, so nobody mistakes them for real ones. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table app_user add column is_demo boolean not null default false`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table app_user drop column if exists is_demo`.execute(db);
};
