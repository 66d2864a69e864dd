import type { MenuNode } from '@eldercare/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { GRANTS_PRINT, roleIdList } from '../auth/perm-sets.js';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { buildMenuTree, type MenuRow } from './menus.js';

/** The menus part of `user/info`: the tree and the permission strings its rows carry. */
export interface MenuSnapshot {
  print: string;
  tree: MenuNode[];
  perms: string[];
}

/** The rows `menusOf` would read for the session, as a WHERE condition on `menu m`. */
const visibleTo = (session: Session): RawBuilder<unknown> => {
  if (session.allPerms) return sql`true`;
  const ids = session.roles.map((r) => sql`${r.roleId}::int`);
  if (ids.length === 0) return sql`false`;
  return sql`m.id in (select menu_id from role_menu where role_id in (${sql.join(ids)}))`;
};

/** Whose menus: every menu for an all-permissions role, else the menus the roles are granted. */
const menuSetKey = (session: Session) =>
  session.allPerms ? 'all' : session.roles.map((r) => r.roleId).join(',');

/**
 * A fingerprint of the menu rows the session sees, read by the database (see GRANTS_PRINT for why
 * it changes with any write and never returns to an earlier state): for all menus, their count
 * and the sum of their transaction ids; else the fingerprint of the roles' grants and menus.
 */
export const menuPrint = (session: Session) => {
  if (session.allPerms)
    return sql<string>`select count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) from menu`;
  const ids = session.roles.map((r) => r.roleId);
  return ids.length === 0 ? sql<string>`select ''` : GRANTS_PRINT(roleIdList(ids));
};

const MAX_SNAPSHOTS = 64;
const snapshots = new Map<string, MenuSnapshot>();

/**
 * The session's menu tree, cached by role set and the fingerprint `print` (read by the caller,
 * e.g. with the user's own row): a state after any change has another key, so none can be stale.
 * A miss reads the rows and their fingerprint in one statement, i.e. one snapshot, so an entry
 * always matches its key.
 */
export const menuSnapshot = async (
  db: Kysely<Database>,
  session: Session,
  print: string,
): Promise<MenuSnapshot> => {
  const key = menuSetKey(session);
  const hit = snapshots.get(`${key}|${print}`);
  if (hit) return hit;
  const { rows } = await sql<MenuRow & { print: string }>`
    select m.*, (${menuPrint(session)}) as print
    from menu m where ${visibleTo(session)} order by m.sort, m.id`.execute(db);
  const snapshot: MenuSnapshot = {
    print: rows[0]?.print ?? print,
    tree: buildMenuTree(rows),
    perms: [...new Set(rows.filter((r) => r.perms).map((r) => r.perms))],
  };
  if (rows.length > 0) {
    snapshots.set(`${key}|${snapshot.print}`, snapshot);
    // Oldest first: a stream of menu edits must not grow the map without bound.
    while (snapshots.size > MAX_SNAPSHOTS) {
      const oldest = snapshots.keys().next().value;
      if (oldest === undefined) break;
      snapshots.delete(oldest);
    }
  }
  return snapshot;
};
