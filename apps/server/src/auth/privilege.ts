import { ErrorCode } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Session } from './session-context.js';

/**
 * Whether each role lies within the caller's own privileges: an all-permissions role only for a
 * caller holding one, a data-type switching role only for a caller who may switch, and every
 * permission the role grants must be one the caller holds. Managing an account (changing,
 * resetting, disabling, re-roling, deleting, signing it out) or handing out a role is allowed
 * only within these bounds, so nobody can take over an account that can do more than they can
 * (e.g. a sys_admin resetting the super administrator's password).
 */
export const rolesBeyondCaller = async (
  db: Kysely<Database>,
  session: Session,
  roleIds: readonly number[],
): Promise<number[]> => {
  if (roleIds.length === 0) return [];
  const roles = await db
    .selectFrom('role')
    .select(['id', 'all_perms', 'can_switch_data_type'])
    .where('id', 'in', [...roleIds])
    .execute();
  const grants = session.allPerms
    ? []
    : await db
        .selectFrom('role_menu as rm')
        .innerJoin('menu as m', 'm.id', 'rm.menu_id')
        .select(['rm.role_id', 'm.perms'])
        .where('rm.role_id', 'in', [...roleIds])
        .where('m.perms', '<>', '')
        .execute();
  const beyond = new Set<number>();
  for (const role of roles) {
    if (role.all_perms && !session.allPerms) beyond.add(role.id);
    if (role.can_switch_data_type && !session.canSwitchDataType) beyond.add(role.id);
  }
  for (const grant of grants) if (!session.perms.has(grant.perms)) beyond.add(grant.role_id);
  // An id that names no role is as unassignable as one beyond the caller.
  const known = new Set(roles.map((r) => r.id));
  for (const id of roleIds) if (!known.has(id)) beyond.add(id);
  return [...beyond];
};

/** Refuses (403, translated) unless every role given lies within the caller's privileges. */
export const requireRolesWithinCaller = async (
  db: Kysely<Database>,
  session: Session,
  roleIds: readonly number[],
): Promise<void> => {
  if ((await rolesBeyondCaller(db, session, roleIds)).length > 0)
    throw new AppError(ErrorCode.Forbidden, 'outranked');
};

/** Refuses (403) unless the caller may manage the account: its roles all lie within the caller's. */
export const requireManageable = async (
  db: Kysely<Database>,
  session: Session,
  userId: number,
): Promise<void> => {
  const held = await db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).execute();
  await requireRolesWithinCaller(
    db,
    session,
    held.map((r) => r.role_id),
  );
};
