import { sql, type Kysely } from 'kysely';

/**
 * Every write that changes what a session may do announces itself on the channel
 * `eldercare_sessions` (auth/session-cache.ts): the payload is the user id, or `*` when the write
 * can concern anyone (grants, menus, roles, departments, areas). Triggers rather than calls in
 * the services, so no write path can be forgotten — a script, psql or a future route included —
 * and PostgreSQL delivers the notification only when (and if) the writing transaction commits,
 * to every server instance listening on the database.
 */
const FUNCTION = sql`
  create function eldercare_sessions_notify() returns trigger language plpgsql as $$
  begin
    if tg_level = 'STATEMENT' then
      perform pg_notify('eldercare_sessions', '*');
      return null;
    end if;
    if tg_op <> 'INSERT' then
      perform pg_notify('eldercare_sessions', to_jsonb(old) ->> tg_argv[0]);
    end if;
    if tg_op <> 'DELETE' then
      perform pg_notify('eldercare_sessions', to_jsonb(new) ->> tg_argv[0]);
    end if;
    return null;
  end $$`;

/** Tables whose rows belong to one user, and the column naming that user. */
const PER_USER = [
  ['app_user', 'id', 'update or delete'],
  ['user_role', 'user_id', 'insert or update or delete'],
  ['auth_token', 'user_id', 'delete'],
] as const;
/** Tables any session may depend on. */
const SHARED = [
  ['role', 'insert or update or delete'],
  ['role_menu', 'insert or update or delete'],
  ['menu', 'insert or update or delete'],
  ['dept', 'update or delete'],
  ['area', 'update or delete'],
] as const;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await FUNCTION.execute(db);
  for (const [table, column, events] of PER_USER) {
    await sql`create trigger ${sql.ref(`${table}_sessions_notify`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each row execute function eldercare_sessions_notify(${sql.lit(column)})`.execute(db);
    await sql`create trigger ${sql.ref(`${table}_sessions_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function eldercare_sessions_notify()`.execute(db);
  }
  // A token's sliding expiry moves forward on use (auth/tokens.ts) and changes nothing a cached
  // session relies on; every other change to a token (revocation, role switch, an expiry brought
  // forward) does.
  await sql`create trigger auth_token_sessions_update after update on auth_token for each row
    when (old.revoked_at is distinct from new.revoked_at
      or old.revoked_reason is distinct from new.revoked_reason
      or old.active_role_id is distinct from new.active_role_id
      or old.user_id <> new.user_id or old.token_hash <> new.token_hash
      or old.created_at <> new.created_at or new.expires_at < old.expires_at)
    execute function eldercare_sessions_notify('user_id')`.execute(db);
  for (const [table, events] of SHARED) {
    await sql`create trigger ${sql.ref(`${table}_sessions_notify`)} after ${sql.raw(events)} or truncate
      on ${sql.table(table)} for each statement execute function eldercare_sessions_notify()`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`drop function if exists eldercare_sessions_notify() cascade`.execute(db);
};
