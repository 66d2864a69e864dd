import { sql, type Kysely } from 'kysely';

/**
 * Workflow steps in the per-record trail, and a trail that outlives its record:
 * - `step` entries (the status moved by a workflow step) with the step's key and the opinion given;
 * - every entry keeps the record's area and data type at that moment, so the trail of a deleted
 *   record can still be shown to callers whose scope held the record (its last entry, the delete,
 *   carries the last known scope). Entries written before this migration have none: the trail of a
 *   record deleted before it stays unreadable, as it was.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table biz_audit drop constraint if exists biz_audit_action_check`.execute(db);
  await sql`alter table biz_audit add constraint biz_audit_action_check
    check (action in ('create','update','delete','reveal','import','step'))`.execute(db);
  await sql`alter table biz_audit
    add column if not exists step text,
    add column if not exists comment text,
    add column if not exists area_code text,
    add column if not exists data_type text`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`delete from biz_audit where action = 'step'`.execute(db);
  await sql`alter table biz_audit drop constraint if exists biz_audit_action_check`.execute(db);
  await sql`alter table biz_audit add constraint biz_audit_action_check
    check (action in ('create','update','delete','reveal','import'))`.execute(db);
  await sql`alter table biz_audit
    drop column if exists step,
    drop column if exists comment,
    drop column if exists area_code,
    drop column if exists data_type`.execute(db);
};
