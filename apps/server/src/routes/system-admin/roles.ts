import { endpoints, ErrorCode, type RoleRecord } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRolesWithinCaller } from '../../auth/privilege.js';
import type { Session } from '../../auth/session-context.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import { route } from '../../http/route.js';
import { audit } from '../../services/audit.js';
import { menusOf } from '../../services/menus.js';

const listRoles = async (db: Kysely<Database>): Promise<RoleRecord[]> => {
  const roles = await db
    .selectFrom('role as r')
    .select(['r.id', 'r.role_key', 'r.name', 'r.name_en', 'r.name_es', 'r.all_perms'])
    .select((eb) =>
      eb
        .selectFrom('user_role as ur')
        .innerJoin('app_user as u', 'u.id', 'ur.user_id')
        .whereRef('ur.role_id', '=', 'r.id')
        .where('u.deleted', '=', false)
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('user_count'),
    )
    .orderBy('r.id')
    .execute();
  const grants = await db.selectFrom('role_menu').select(['role_id', 'menu_id']).orderBy('menu_id').execute();
  return roles.map((r) => ({
    roleId: r.id,
    roleKey: r.role_key,
    roleName: r.name,
    roleNameEn: r.name_en,
    roleNameEs: r.name_es,
    allPerms: r.all_perms,
    userCount: Number(r.user_count ?? 0),
    menuIds: r.all_perms ? [] : grants.filter((g) => g.role_id === r.id).map((g) => g.menu_id),
  }));
};

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
  const role = await db
    .selectFrom('role')
    .select(['id', 'role_key', 'all_perms'])
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw notFound();
  if (role.all_perms) throw new AppError(ErrorCode.Forbidden, 'protectedRole');
  await requireRolesWithinCaller(db, session, [role.id]);
  return role;
};

const replaceGrants = async (db: Kysely<Database>, roleId: number, menuIds: readonly number[]) => {
  await db.deleteFrom('role_menu').where('role_id', '=', roleId).execute();
  if (menuIds.length > 0)
    await db
      .insertInto('role_menu')
      .values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id })))
      .execute();
};

/** 角色管理: list, create, rename and re-grant, delete. sup_admin (all permissions) stays as it is. */
export const roleRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.listRoles, async () => listRoles(db));

  route(app, ctx, endpoints.createRole, async ({ body, session }) => {
    const menuIds = await grantable(db, session, body.menuIds);
    const taken = await db
      .selectFrom('role')
      .select('id')
      .where('role_key', '=', body.roleKey)
      .executeTakeFirst();
    if (taken) throw new AppError(ErrorCode.Conflict, 'duplicate');
    return db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('role')
        .values({
          role_key: body.roleKey,
          name: body.roleName,
          name_en: body.roleNameEn,
          name_es: body.roleNameEs,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceGrants(trx, id, menuIds);
      await audit(trx, session.userId, 'role.create', `role:${id}`);
      return { id };
    });
  });

  route(app, ctx, endpoints.updateRole, async ({ body, session }) => {
    const role = await changeableRole(db, session, body.roleId);
    const menuIds = await grantable(db, session, body.menuIds);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('role')
        .set({ name: body.roleName, name_en: body.roleNameEn, name_es: body.roleNameEs })
        .where('id', '=', role.id)
        .execute();
      await replaceGrants(trx, role.id, menuIds);
      await audit(trx, session.userId, 'role.update', `role:${role.id}`);
    });
    return null;
  });

  route(app, ctx, endpoints.deleteRole, async ({ params, session }) => {
    const role = await changeableRole(db, session, params.id);
    const holders = await db
      .selectFrom('user_role as ur')
      .innerJoin('app_user as u', 'u.id', 'ur.user_id')
      .where('ur.role_id', '=', role.id)
      .where('u.deleted', '=', false)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const count = Number(holders.n);
    if (count > 0) throw new AppError(ErrorCode.Conflict, 'roleInUse', undefined, { count });
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role').where('id', '=', role.id).execute();
      await audit(trx, session.userId, 'role.delete', `role:${role.id}`);
    });
    return null;
  });
};
