import { endpoints, ErrorCode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRolesWithinCaller } from '../../auth/privilege.js';
import type { Session } from '../../auth/session-context.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import { route } from '../../http/route.js';
import { menusOf } from '../../services/menus.js';
import {
  countRoleHolders,
  createRoleRow,
  deleteRoleRow,
  findRole,
  isRoleKeyTaken,
  listRoles,
  updateRoleRow,
} from '../../services/role-repository.js';

/**
 * The menus to grant: those asked for plus their parents (a page needs its directory to show),
 * every one of them held by the caller, so nobody hands out more than they can do themselves.
 */
const grantable = async (db: Kysely<Database>, session: Session, menuIds: readonly number[]) => {
  const held = new Map((await menusOf(db, session)).map((m) => [m.id, m]));
  const granted = new Set<number>();
  for (const id of menuIds) {
    for (let menu = held.get(id); menu && !granted.has(menu.id);) {
      granted.add(menu.id);
      menu = menu.parent_id === null ? undefined : held.get(menu.parent_id);
    }
    if (!held.has(id)) throw new AppError(ErrorCode.Forbidden, 'menuNotHeld');
  }
  return [...granted];
};

/** The role to change or delete: it exists, is not an all-permissions role and lies within the caller. */
const changeableRole = async (db: Kysely<Database>, session: Session, roleId: number) => {
  const role = await findRole(db, roleId);
  if (!role) throw notFound();
  if (role.all_perms) throw new AppError(ErrorCode.Forbidden, 'protectedRole');
  await requireRolesWithinCaller(db, session, [role.id]);
  return role;
};

/** 角色管理: list, create, rename and re-grant, delete. sup_admin (all permissions) stays as it is. */
export const roleRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.listRoles, async () => listRoles(db));

  route(app, ctx, endpoints.createRole, async ({ body, session }) => {
    const menuIds = await grantable(db, session, body.menuIds);
    if (await isRoleKeyTaken(db, body.roleKey)) throw new AppError(ErrorCode.Conflict, 'duplicate');
    return createRoleRow(db, session, body, menuIds);
  });

  route(app, ctx, endpoints.updateRole, async ({ body, session }) => {
    const role = await changeableRole(db, session, body.roleId);
    const menuIds = await grantable(db, session, body.menuIds);
    await updateRoleRow(db, session, { ...body, roleId: role.id }, menuIds);
    return null;
  });

  route(app, ctx, endpoints.deleteRole, async ({ params, session }) => {
    const role = await changeableRole(db, session, params.id);
    const count = await countRoleHolders(db, role.id);
    if (count > 0) throw new AppError(ErrorCode.Conflict, 'roleInUse', undefined, { count });
    await deleteRoleRow(db, session, role.id);
    return null;
  });
};
