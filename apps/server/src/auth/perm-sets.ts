import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

/** The distinct permission strings granted to the roles of `roleIds` (a subquery or a list). */
const permsOf = (roleIds: RawBuilder<unknown>) => sql`
  select distinct m.perms collate "C" as p
  from role_menu rm join menu m on m.id = rm.menu_id
  where rm.role_id in (${roleIds}) and m.perms <> ''`;

/**
 * A fingerprint of the content of a permission set: the MD5 of its sorted strings. It is computed
 * by the database in the authentication statement, so it is as fresh as that statement whatever
 * changed the grants (another server instance, provisioning, a script).
 */
export const PERM_PRINT = (roleIds: RawBuilder<unknown>) =>
  sql<string>`select md5(coalesce(string_agg(s.p, ',' order by s.p), '')) from (${permsOf(roleIds)}) s`;

const MAX_SETS = 256;
const sets = new Map<string, ReadonlySet<string>>();

/**
 * The permission set whose fingerprint is `print`. Sets are cached by fingerprint, i.e. by
 * content: a cached entry can never be stale, since different content has a different key. Only
 * the list was ever costly to read (a role can hold over a thousand buttons); the fingerprint
 * costs the database a scan of the role's grants but ships one short string. A miss reads the
 * list and its fingerprint in one statement (one snapshot), so the entry matches its key even when
 * the grants change meanwhile.
 */
export const permSet = async (
  db: Kysely<Database>,
  roleIds: readonly number[],
  print: string,
): Promise<ReadonlySet<string>> => {
  const hit = sets.get(print);
  if (hit) return hit;
  if (roleIds.length === 0) return new Set();
  const ids = sql.join(roleIds.map((id) => sql`${id}::int`));
  const { rows } = await sql<{ perms: string[]; print: string }>`
    select coalesce(array_agg(s.p order by s.p), '{}') as perms,
      md5(coalesce(string_agg(s.p, ',' order by s.p), '')) as print
    from (${permsOf(ids)}) s`.execute(db);
  const row = rows[0];
  const perms: ReadonlySet<string> = new Set(row?.perms ?? []);
  if (row) {
    sets.set(row.print, perms);
    // Oldest first: role sets come and go with grants; the map must not grow without bound.
    while (sets.size > MAX_SETS) {
      const oldest = sets.keys().next().value;
      if (oldest === undefined) break;
      sets.delete(oldest);
    }
  }
  return perms;
};
