import { endpoints, type MenuTreeNode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { menusOf } from '../../services/menus.js';
import { deptRecordsOf } from '../../services/dept-repository.js';
import { nestByParent } from '../../services/nest.js';

/**
 * 菜单管理 and 部门管理. Menus are read-only here: they are provisioned at every start from the
 * module declarations and the system pages, so an edit would contradict the code that serves
 * them. The tree holds what the caller holds, which is also what the caller may grant to a role.
 */
export const structureRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.menuTree, async ({ session }) => {
    const rows = await menusOf(db, session);
    return nestByParent<MenuTreeNode>(
      rows.map((m) => ({
        id: m.id,
        parentId: m.parent_id,
        name: m.name,
        nameI18n: m.name_i18n,
        url: m.url,
        icon: m.icon,
        type: m.type,
        perms: m.perms,
        sort: m.sort,
        children: [],
      })),
    );
  });

  route(app, ctx, endpoints.deptList, ({ session }) => deptRecordsOf(db, session));
};
