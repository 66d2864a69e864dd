import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The active reminders of the roles, one per text even when several roles carry it. */
export const remindersOfRoles = async (db: Kysely<Database>, roleKeys: readonly string[]) => {
  if (roleKeys.length === 0) return [];
  const rows = await db
    .selectFrom('reminder')
    .select(['id', 'remind_handle', 'remind_view_index'])
    .where('role_key', 'in', roleKeys)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((r) => (seen.has(r.remind_handle) ? false : (seen.add(r.remind_handle), true)))
    .map((r) => ({ id: r.id, remindHandle: r.remind_handle, remindViewIndex: r.remind_view_index }));
};
