import { ErrorCode, type AccountDataType, type HeldRole } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { permSet } from './perm-sets.js';
import type { SessionRow } from './session-row.js';

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

/**
 * The caller's session from its token row (auth/session-row.ts): the user and the roles it holds,
 * narrowed to the active role after a role switch. A role taken away from the user since the
 * switch no longer narrows anything: the session falls back to the roles still held.
 */
export const loadSession = async (
  db: Kysely<Database>,
  row: SessionRow,
  filterMode: string | undefined,
): Promise<Session> => {
  if (row.user_name === null || row.deleted || row.status !== '0')
    throw new AppError(ErrorCode.AccountDisabled, 'accountDisabled');
  const effective = new Set(row.effective_role_ids);
  const roles = row.held.filter((r) => effective.has(r.id));
  const active = row.held.find((r) => r.id === row.active_role_id);
  const perms =
    row.perm_print === null ? new Set<string>() : await permSet(db, row.effective_role_ids, row.perm_print);
  const canSwitchDataType = roles.some((r) => r.can_switch_data_type);
  return {
    tokenId: row.token_id,
    userId: row.user_id,
    userName: row.user_name,
    nickName: row.nick_name,
    accountType: row.account_type,
    accountDataType: row.data_type,
    assistiveRentType: row.assistive_rent_type,
    deptId: row.dept_id,
    deptName: row.dept_name,
    areaCode: row.area_code,
    areaLevel: row.area_level,
    roles: roles.map((r) => ({ roleId: r.id, roleKey: r.role_key, roleName: r.name })),
    heldRoles: row.held.map((r) => ({
      roleId: r.id,
      roleKey: r.role_key,
      roleName: r.name,
      roleNameI18n: r.name_i18n,
    })),
    activeRoleKey: active?.role_key ?? null,
    allPerms: roles.some((r) => r.all_perms),
    perms,
    canSwitchDataType,
    dataType: effectiveDataType(filterMode, canSwitchDataType, row.data_type),
    mustChangePassword: row.is_initial_password,
  };
};

export const hasPermission = (session: Session, perm: string): boolean =>
  session.allPerms || session.perms.has(perm);
