import { ErrorCode, type AccountDataType, type HeldRole } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

/** Everything a handler needs to know about the caller, loaded once per request. */
export interface Session {
  tokenId: number;
  userId: number;
  userName: string;
  nickName: string;
  accountType: string;
  accountDataType: AccountDataType;
  assistiveRentType: string | null;
  deptId: number;
  deptName: string;
  /** The caller's data scope: their dept's area and everything below it. */
  areaCode: string;
  areaLevel: number;
  /** The roles this session works in: the active one after a role switch, else every held role. */
  roles: { roleId: number; roleKey: string; roleName: string }[];
  /** Every role the user holds (what the role switch may choose from). */
  heldRoles: HeldRole[];
  /** The role chosen with the role switch; null when the session works in all held roles. */
  activeRoleKey: string | null;
  allPerms: boolean;
  perms: ReadonlySet<string>;
  canSwitchDataType: boolean;
  /** The data type this request reads and writes (filterMode header, within what the user may). */
  dataType: AccountDataType;
  /** Signed in with a password an administrator set (creation or reset): it must be changed first. */
  mustChangePassword: boolean;
}

const FILTER_MODES: Record<string, AccountDataType> = {
  prod: 'prod',
  formal: 'prod',
  test: 'test',
  trial: 'trial',
};

/**
 * Users who may switch data types get what the filterMode header asks (formal by default);
 * everyone else always works in their own account's data type.
 */
export const effectiveDataType = (
  header: string | undefined,
  canSwitch: boolean,
  own: AccountDataType,
): AccountDataType => (canSwitch ? (FILTER_MODES[(header ?? '').trim().toLowerCase()] ?? 'prod') : own);

export const loadSession = async (
  db: Kysely<Database>,
  tokenId: number,
  userId: number,
  filterMode: string | undefined,
): Promise<Session> => {
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('dept as d', 'd.id', 'u.dept_id')
    .innerJoin('area as a', 'a.code', 'd.area_code')
    .select([
      'u.id',
      'u.user_name',
      'u.nick_name',
      'u.account_type',
      'u.data_type',
      'u.assistive_rent_type',
      'u.status',
      'u.deleted',
      'u.is_initial_password',
      'd.id as dept_id',
      'd.name as dept_name',
      'a.code as area_code',
      'a.level as area_level',
      (eb) =>
        eb
          .selectFrom('auth_token as t')
          .select('t.active_role_id')
          .where('t.id', '=', tokenId)
          .as('active_role_id'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user || user.deleted || user.status !== '0')
    throw new AppError(ErrorCode.AccountDisabled, 'accountDisabled');
  const held = await db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select([
      'r.id',
      'r.role_key',
      'r.name',
      'r.name_en',
      'r.name_es',
      'r.all_perms',
      'r.can_switch_data_type',
    ])
    .where('ur.user_id', '=', userId)
    .orderBy('r.id')
    .execute();
  // After a role switch the session works in that role alone. A role taken away from the user
  // since then no longer narrows anything: the session falls back to the roles still held.
  const active = held.find((r) => r.id === user.active_role_id);
  const roles = active ? [active] : held;
  const permRows =
    roles.length === 0
      ? []
      : await db
          .selectFrom('role_menu as rm')
          .innerJoin('menu as m', 'm.id', 'rm.menu_id')
          .select('m.perms')
          .distinct()
          .where(
            'rm.role_id',
            'in',
            roles.map((r) => r.id),
          )
          .where('m.perms', '<>', '')
          .execute();
  const canSwitchDataType = roles.some((r) => r.can_switch_data_type);
  return {
    tokenId,
    userId: user.id,
    userName: user.user_name,
    nickName: user.nick_name,
    accountType: user.account_type,
    accountDataType: user.data_type,
    assistiveRentType: user.assistive_rent_type,
    deptId: user.dept_id,
    deptName: user.dept_name,
    areaCode: user.area_code,
    areaLevel: user.area_level,
    roles: roles.map((r) => ({ roleId: r.id, roleKey: r.role_key, roleName: r.name })),
    heldRoles: held.map((r) => ({
      roleId: r.id,
      roleKey: r.role_key,
      roleName: r.name,
      roleNameEn: r.name_en,
      roleNameEs: r.name_es,
    })),
    activeRoleKey: active?.role_key ?? null,
    allPerms: roles.some((r) => r.all_perms),
    perms: new Set(permRows.map((p) => p.perms)),
    canSwitchDataType,
    dataType: effectiveDataType(filterMode, canSwitchDataType, user.data_type),
    mustChangePassword: user.is_initial_password,
  };
};

export const hasPermission = (session: Session, perm: string): boolean =>
  session.allPerms || session.perms.has(perm);
