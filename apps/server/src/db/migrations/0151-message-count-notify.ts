import { sql, type Kysely } from 'kysely';

/**
 * Writes that change a user's unread count (`GET /admin/msg/receive/count`: message receipts and
 * agenda items) announce the users concerned on the session channel (migration 0150), as `c`
 * and a comma-separated list of user ids (`c*`: too many to list), once per statement: a message
 * sent to a whole district is one notification, not one per receiver.
 */
const FUNCTION = sql`
  create function eldercare_counts_notify() returns trigger language plpgsql as $$
  declare
    ids text;
  begin
    if tg_op = 'TRUNCATE' then
      ids := '*';
    elsif tg_op = 'INSERT' then
      select string_agg(distinct user_id::text, ',') into ids from changed_new;
    elsif tg_op = 'DELETE' then
      select string_agg(distinct user_id::text, ',') into ids from changed_old;
    else
      select string_agg(distinct user_id::text, ',') into ids
      from (select user_id from changed_new union select user_id from changed_old) changed;
    end if;
    if ids is not null then
      perform pg_notify('eldercare_sessions', 'c' || case when length(ids) > 7000 then '*' else ids end);
    end if;
    return null;
  end $$`;

const TRIGGERS = [
  ['insert', 'new table as changed_new'],
  ['update', 'old table as changed_old new table as changed_new'],
  ['delete', 'old table as changed_old'],
] as const;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await FUNCTION.execute(db);
  for (const table of ['message_receiver', 'agenda']) {
    for (const [event, tables] of TRIGGERS) {
      await sql`create trigger ${sql.ref(`${table}_counts_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(tables)} for each statement execute function eldercare_counts_notify()`.execute(
        db,
      );
    }
    await sql`create trigger ${sql.ref(`${table}_counts_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function eldercare_counts_notify()`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop function if exists eldercare_counts_notify() cascade`.execute(db);
};
