import type { UserRecord } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import { rolesBeyondCaller } from '../auth/privilege.js';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { inArea, inDataType } from './scope.js';

/** Live users in the caller's data scope (area and below, current data type). */
export const scopedUsers = (db: Kysely<Database>, session: Session) =>
  db
    .selectFrom('app_user as u')
    .innerJoin('dept as d', 'd.id', 'u.dept_id')
    .where('u.deleted', '=', false)
    .where(inArea('d.area_code', session))
    .where(inDataType('u.data_type', session));

type ScopedQuery = ReturnType<typeof scopedUsers>;

export const selectUserColumns = (query: ScopedQuery) =>
  query.select([
    'u.id',
    'u.version',
    'u.user_name',
    'u.nick_name',
    'u.phone',
    'u.email',
    'u.status',
    'u.dept_id',
    'd.name as dept_name',
    'd.area_code',
    'u.account_type',
    'u.data_type',
    'u.assistive_rent_type',
    'u.created_at',
  ]);

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUserColumns>['execute']>>[number];

/** Attaches each user's roles (one query for the page). */
export const toUserRecords = async (db: Kysely<Database>, rows: UserRow[]): Promise<UserRecord[]> => {
  const ids = rows.map((r) => r.id);
  const roles = ids.length
    ? await db
        .selectFrom('user_role as ur')
        .innerJoin('role as r', 'r.id', 'ur.role_id')
        .select(['ur.user_id', 'r.id', 'r.role_key', 'r.name'])
        .where('ur.user_id', 'in', ids)
        .orderBy('r.id')
        .execute()
    : [];
  return rows.map((r) => ({
    userId: r.id,
    version: r.version,
    userName: r.user_name,
    nickName: r.nick_name,
    phonenumber: r.phone,
    email: r.email,
    status: r.status,
    deptId: r.dept_id,
    deptName: r.dept_name,
    areaCode: r.area_code,
    accountType: r.account_type,
    accountDataType: r.data_type,
    assistiveRentType: r.assistive_rent_type,
    roles: roles
      .filter((x) => x.user_id === r.id)
      .map((x) => ({ roleId: x.id, roleKey: x.role_key, roleName: x.name })),
    createTime: r.created_at.toISOString(),
  }));
};

/** Roles the caller may hand out: only those within the caller's own privileges (auth/privilege.ts). */
export const assignableRoles = async (db: Kysely<Database>, session: Session) => {
  const rows = await db.selectFrom('role').select(['id', 'role_key', 'name']).orderBy('id').execute();
  const beyond = new Set(
    await rolesBeyondCaller(
      db,
      session,
      rows.map((r) => r.id),
    ),
  );
  return rows
    .filter((r) => !beyond.has(r.id))
    .map((r) => ({ roleId: r.id, roleKey: r.role_key, roleName: r.name }));
};
