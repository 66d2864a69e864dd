import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A fingerprint of the grants of the roles `roleIds` (an int[] expression) and of the menus
 * they grant: the count of the grant rows and the sums of the transaction ids (`xmin`) of those
 * rows and of their menus. Every row written gets the id of its transaction, which is larger than
 * that of any row already there, so any insert, update or delete since changes the sums or the
 * count, and an earlier state never comes back (short of the 2^32 transaction-id wraparound).
 * The database reads it in the authentication statement itself, through the grants' primary key,
 * so it is as fresh as that statement whoever changed the grants (another server instance,
 * provisioning, a script), and costs what a few hundred index lookups cost; a hash of the
 * permission strings themselves (sort, MD5) cost tens of ms a request on the embedded database.
 */
export const GRANTS_PRINT = (roleIds: RawBuilder<unknown>) => sql<string>`
  select count(*) || '.' || coalesce(sum(rm.xmin::text::bigint), 0) || '.'
    || coalesce(sum((select m.xmin::text::bigint from menu m where m.id = rm.menu_id)), 0)
  from role_menu rm where rm.role_id = any(${roleIds})`;
// The shape above (an array, a subquery per grant) keeps the plan on the two primary keys whatever
// the statistics say; PGlite never runs ANALYZE, and a join was planned as two sequential scans.

/** An int[] of role ids for GRANTS_PRINT. */
export const roleIdList = (roleIds: readonly number[]) =>
  sql`array[${sql.join(roleIds.map((id) => sql`${id}::int`))}]::int[]`;

const MAX_SETS = 256;
const sets = new Map<string, ReadonlySet<string>>();

/**
 * The permission set of the roles `roleIds` in the state `print` (GRANTS_PRINT) names. Entries
 * are keyed by role set and state, so a state after any change has another key, and none can be
 * stale. A miss reads the list and its fingerprint in one statement (one snapshot), so the entry
 * always matches its key even when the grants change meanwhile.
 */
export const permSet = async (
  db: Kysely<Database>,
  roleIds: readonly number[],
  print: string,
): Promise<ReadonlySet<string>> => {
  const roles = roleIds.join(',');
  const hit = sets.get(`${roles}|${print}`);
  if (hit) return hit;
  if (roleIds.length === 0) return new Set();
  const ids = roleIdList(roleIds);
  const { rows } = await sql<{ perms: string[]; print: string }>`
    select coalesce(array_agg(distinct m.perms), '{}') as perms, (${GRANTS_PRINT(ids)}) as print
    from role_menu rm join menu m on m.id = rm.menu_id
    where rm.role_id = any(${ids}) and m.perms <> ''`.execute(db);
  const row = rows[0];
  const perms: ReadonlySet<string> = new Set(row?.perms ?? []);
  if (row) {
    sets.set(`${roles}|${row.print}`, perms);
    // Oldest first: role sets come and go with grants; the map must not grow without bound.
    while (sets.size > MAX_SETS) {
      const oldest = sets.keys().next().value;
      if (oldest === undefined) break;
      sets.delete(oldest);
    }
  }
  return perms;
};
