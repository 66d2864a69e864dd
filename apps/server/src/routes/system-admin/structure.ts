import { endpoints, type DeptRecord, type MenuTreeNode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { menusOf } from '../../services/menus.js';
import { inArea } from '../../services/scope.js';

/** Nests rows by parent id; a row whose parent is not among them is a root. */
const nest = <T extends { id: number; children: T[] }>(
  rows: readonly (T & { parentId: number | null })[],
) => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const roots: T[] = [];
  for (const row of rows) {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    (parent ? parent.children : roots).push(row);
  }
  const strip = ({ parentId: _parentId, ...node }: T & { parentId?: number | null }): T =>
    ({ ...node, children: node.children.map(strip) }) as T;
  return roots.map(strip);
};

/**
 * 菜单管理 and 部门管理. Menus are read-only here: they are provisioned at every start from the
 * module declarations and the system pages, so an edit would contradict the code that serves
 * them. The tree holds what the caller holds, which is also what the caller may grant to a role.
 */
export const structureRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.menuTree, async ({ session }) => {
    const rows = await menusOf(db, session);
    return nest<MenuTreeNode>(
      rows.map((m) => ({
        id: m.id,
        parentId: m.parent_id,
        name: m.name,
        nameEn: m.name_en,
        nameEs: m.name_es,
        url: m.url,
        icon: m.icon,
        type: m.type,
        perms: m.perms,
        sort: m.sort,
        children: [],
      })),
    );
  });

  route(app, ctx, endpoints.deptList, async ({ session }) => {
    const rows = await db
      .selectFrom('dept as d')
      .innerJoin('area as a', 'a.code', 'd.area_code')
      .select(['d.id', 'd.name', 'd.parent_id', 'a.code', 'a.name as area_name', 'a.level'])
      .select((eb) =>
        eb
          .selectFrom('app_user as u')
          .whereRef('u.dept_id', '=', 'd.id')
          .where('u.deleted', '=', false)
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .as('user_count'),
      )
      .where(inArea('d.area_code', session))
      .orderBy('a.code')
      .orderBy('d.id')
      .execute();
    return nest<DeptRecord>(
      rows.map((r) => ({
        id: r.id,
        parentId: r.parent_id,
        name: r.name,
        areaCode: r.code,
        areaName: r.area_name,
        areaCodeLevel: r.level,
        userCount: Number(r.user_count ?? 0),
        children: [],
      })),
    );
  });
};
