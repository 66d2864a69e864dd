import { sql, type Kysely } from 'kysely';

/**
 * The operation log (one row per write call: who, module, method, path, result, address) and the
 * login log (one row per sign-in attempt: the name typed, address, result, reason). Request
 * bodies are never stored, so no password or personal field lands here.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table oper_log (
      id serial primary key,
      user_id integer,
      module text not null,
      method text not null,
      path text not null,
      code integer not null,
      message_id text,
      ip text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index oper_log_created on oper_log (created_at desc)`.execute(db);
  await sql`
    create table login_log (
      id serial primary key,
      user_name text not null,
      ip text not null,
      code integer not null,
      message_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_log_created on login_log (created_at desc)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table if exists login_log`.execute(db);
  await sql`drop table if exists oper_log`.execute(db);
};
