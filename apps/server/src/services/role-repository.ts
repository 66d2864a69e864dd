import type { CreateRoleSchema, RoleRecord, UpdateRoleSchema } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { audit } from './audit.js';

type Db = Kysely<Database>;

/** Every role's key and names, in id order. */
export const listRoleKeys = async (db: Db) => {
  const rows = await db
    .selectFrom('role')
    .select(['id', 'role_key', 'name', 'name_i18n'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    roleId: r.id,
    roleKey: r.role_key,
    roleName: r.name,
    roleNameI18n: r.name_i18n,
  }));
};

/** Every role with how many live users hold it and the menus it grants (none listed for all-permission roles). */
export const listRoles = async (db: Db): Promise<RoleRecord[]> => {
  const roles = await db
    .selectFrom('role as r')
    .select(['r.id', 'r.role_key', 'r.name', 'r.name_i18n', 'r.all_perms'])
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
    roleNameI18n: r.name_i18n,
    allPerms: r.all_perms,
    userCount: Number(r.user_count ?? 0),
    menuIds: r.all_perms ? [] : grants.filter((g) => g.role_id === r.id).map((g) => g.menu_id),
  }));
};

export const findRole = (db: Db, roleId: number) =>
  db.selectFrom('role').select(['id', 'role_key', 'all_perms']).where('id', '=', roleId).executeTakeFirst();

export const isRoleKeyTaken = async (db: Db, roleKey: string) =>
  (await db.selectFrom('role').select('id').where('role_key', '=', roleKey).executeTakeFirst()) !== undefined;

/** How many live users hold the role. */
export const countRoleHolders = async (db: Db, roleId: number) => {
  const holders = await db
    .selectFrom('user_role as ur')
    .innerJoin('app_user as u', 'u.id', 'ur.user_id')
    .where('ur.role_id', '=', roleId)
    .where('u.deleted', '=', false)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(holders.n);
};

const replaceGrants = async (db: Db, roleId: number, menuIds: readonly number[]) => {
  await db.deleteFrom('role_menu').where('role_id', '=', roleId).execute();
  if (menuIds.length > 0)
    await db
      .insertInto('role_menu')
      .values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id })))
      .execute();
};

/** A new role with its grants and the audit row, in one transaction. */
export const createRoleRow = (
  db: Db,
  session: Session,
  body: z.output<typeof CreateRoleSchema>,
  menuIds: readonly number[],
) =>
  db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('role')
      .values({
        role_key: body.roleKey,
        name_i18n: JSON.stringify(body.roleNameI18n),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceGrants(trx, id, menuIds);
    await audit(trx, session.userId, 'role.create', `role:${id}`);
    return { id };
  });

/** The role's new names and grants, with the audit row, in one transaction. */
export const updateRoleRow = (
  db: Db,
  session: Session,
  body: z.output<typeof UpdateRoleSchema>,
  menuIds: readonly number[],
) =>
  db.transaction().execute(async (trx) => {
    await trx
      .updateTable('role')
      .set({ name_i18n: JSON.stringify(body.roleNameI18n) })
      .where('id', '=', body.roleId)
      .execute();
    await replaceGrants(trx, body.roleId, menuIds);
    await audit(trx, session.userId, 'role.update', `role:${body.roleId}`);
  });

export const deleteRoleRow = (db: Db, session: Session, roleId: number) =>
  db.transaction().execute(async (trx) => {
    await trx.deleteFrom('role').where('id', '=', roleId).execute();
    await audit(trx, session.userId, 'role.delete', `role:${roleId}`);
  });

/** The ids of the roles with these keys. */
export const roleIdsOfKeys = async (db: Db, roleKeys: readonly string[]) =>
  (await db.selectFrom('role').select('id').where('role_key', 'in', roleKeys).execute()).map((r) => r.id);
