import { sql, type Kysely } from 'kysely';

/**
 * The resource engine's own table: the per-record trail of every business module (module tables
 * themselves are created from the declarations at start, see src/resources/schema/sync-tables.ts).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`create table biz_audit (
    id bigserial primary key,
    module text not null,
    record_id bigint not null,
    action text not null check (action in ('create','update','delete','reveal','import')),
    user_id int,
    user_name text not null default '',
    changes jsonb not null default '[]'::jsonb,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index biz_audit_record on biz_audit (module, record_id, id)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop table if exists biz_audit`.execute(db);
};
