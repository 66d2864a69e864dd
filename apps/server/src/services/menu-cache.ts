import type { MenuNode } from '@eldercare/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
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

/**
 * A fingerprint of the menu rows the session sees: the MD5 of their full text. The database
 * computes it in one statement (admin's 1,170 rows ship as one string instead of 119 KB of
 * columns), so it is exact and fresh whoever changed the menus or grants, on any instance.
 */
export const menuPrint = (session: Session) =>
  sql<string>`select md5(coalesce(string_agg(m::text, E'\\n' order by m.sort, m.id), '')) from menu m where ${visibleTo(session)}`;

const MAX_SNAPSHOTS = 64;
const snapshots = new Map<string, MenuSnapshot>();

/**
 * The session's menu tree, cached by the fingerprint `print` (read by the caller, e.g. with the
 * user's own row): entries are keyed by content, so none can be stale. A miss reads the rows and
 * their fingerprint in one statement, i.e. one snapshot, so an entry always matches its key.
 */
export const menuSnapshot = async (
  db: Kysely<Database>,
  session: Session,
  print: string,
): Promise<MenuSnapshot> => {
  const hit = snapshots.get(print);
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
    snapshots.set(snapshot.print, snapshot);
    // Oldest first: a stream of menu edits must not grow the map without bound.
    while (snapshots.size > MAX_SNAPSHOTS) {
      const oldest = snapshots.keys().next().value;
      if (oldest === undefined) break;
      snapshots.delete(oldest);
    }
  }
  return snapshot;
};
