import type { MenuButton, MenuNode } from '@eldercare/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database, MenuTable } from '../db/schema.js';

export type MenuRow = Selectable<MenuTable>;

/** Menus the caller's roles hold (all of them for an all-permissions role). */
export const menusOf = async (db: Kysely<Database>, session: Session): Promise<MenuRow[]> => {
  let query = db.selectFrom('menu as m').selectAll('m').orderBy('m.sort');
  if (!session.allPerms) {
    const roleIds = session.roles.map((r) => r.roleId);
    if (roleIds.length === 0) return [];
    query = query.where(
      'm.id',
      'in',
      db.selectFrom('role_menu').select('menu_id').where('role_id', 'in', roleIds),
    );
  }
  return query.execute();
};

/**
 * Builds SPEC §3's menu tree: M and C nodes nest, F nodes become `buttons` of their page.
 * A page whose directory the caller does not hold is still shown under it (parents are implied).
 */
export const buildMenuTree = (rows: MenuRow[]): MenuNode[] => {
  const nodes = new Map<number, MenuNode & { parentId: number | null }>();
  for (const row of rows) {
    if (row.type === 'F') continue;
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      nameI18n: row.name_i18n,
      url: row.url,
      icon: row.icon,
      type: row.type,
      children: [],
      buttons: [],
      parentId: row.parent_id,
    });
  }
  for (const row of rows) {
    if (row.type !== 'F' || row.parent_id === null) continue;
    const button: MenuButton = { name: row.name, perms: row.perms };
    nodes.get(row.parent_id)?.buttons.push(button);
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const strip = (node: MenuNode & { parentId?: number | null }): MenuNode => {
    const { parentId: _parentId, ...rest } = node;
    return { ...rest, children: rest.children.map(strip) };
  };
  return roots.map(strip);
};
