import {
  INIT_PASSWORD_KEY,
  type CreateUserSchema,
  type UpdateOwnInfoQuerySchema,
  type UpdateUserSchema,
  type UserListQuerySchema,
  type UserLogoSchema,
} from '@eldercare/contract';
import { ErrorCode } from '@eldercare/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { includesAllPermsRole, keepOneActiveSupAdmin } from '../auth/last-sup-admin.js';
import type { Session } from '../auth/session-context.js';
import { revokeTokens } from '../auth/tokens.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { audit } from './audit.js';
import { insertUser } from './new-user.js';
import { scopedUsers, selectUserColumns, toUserRecords } from './users.js';
import { inArea } from './scope.js';
import { countRows, onePage } from './paging.js';

type Db = Kysely<Database>;

/** The password a user created without one starts with (an administrator's setting). */
export const initialPassword = async (db: Db) =>
  (
    await db
      .selectFrom('sys_config')
      .select('config_value')
      .where('config_key', '=', INIT_PASSWORD_KEY)
      .executeTakeFirstOrThrow()
  ).config_value;

/** Whether a live user anywhere holds the name (case-insensitive), other than `exceptId`. */
export const isNameTaken = async (db: Db, userName: string, exceptId?: number) => {
  let query = db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()))
    .where('deleted', '=', false);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

/** Whether no user of the caller's area holds the name: it must not tell who exists elsewhere. */
export const isNameFreeInScope = async (db: Db, session: Session, userName: string, exceptId?: number) => {
  let query = scopedUsers(db, session)
    .select('u.id')
    .where((eb) => eb(eb.fn('lower', ['u.user_name']), '=', userName.toLowerCase()));
  if (exceptId !== undefined) query = query.where('u.id', '<>', exceptId);
  return (await query.executeTakeFirst()) === undefined;
};

/** One page of the users in the caller's scope matching the filters, in id order. */
export const listUsers = async (db: Db, session: Session, query: z.output<typeof UserListQuerySchema>) => {
  let base = scopedUsers(db, session);
  if (query.userName) base = base.where('u.user_name', 'ilike', `%${query.userName}%`);
  if (query.nickName) base = base.where('u.nick_name', 'ilike', `%${query.nickName}%`);
  if (query.phonenumber) base = base.where('u.phone', 'like', `%${query.phonenumber}%`);
  if (query.status) base = base.where('u.status', '=', query.status);
  if (query.deptId) base = base.where('u.dept_id', '=', query.deptId);
  if (query.accountType) base = base.where('u.account_type', '=', query.accountType);
  const total = await countRows(base);
  const rows = await selectUserColumns(base)
    .orderBy('u.id')
    .$call((q) => onePage(q, query))
    .execute();
  return { records: await toUserRecords(db, rows), total };
};

/** A user of the caller's scope with their roles, if there is one. */
export const findScopedUser = async (db: Db, session: Session, id: number) => {
  const rows = await selectUserColumns(scopedUsers(db, session)).where('u.id', '=', id).execute();
  const [record] = await toUserRecords(db, rows);
  return record;
};

/** The active users of the caller's scope, as a project's pickers list them. */
export const listProjectUsers = async (db: Db, session: Session) => {
  const rows = await scopedUsers(db, session)
    .select(['u.id', 'u.user_name', 'u.nick_name'])
    .where('u.status', '=', '0')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ userId: r.id, userName: r.user_name, nickName: r.nick_name }));
};

/** The user row, its roles and the audit row, in one transaction. */
export const createUserRow = (
  db: Db,
  session: Session,
  body: z.output<typeof CreateUserSchema>,
  passwordHash: string,
) =>
  db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      userName: body.userName,
      nickName: body.nickName,
      passwordHash,
      deptId: body.deptId,
      accountType: body.accountType,
      dataType: session.dataType,
      assistiveRentType: body.assistiveRentType,
      phone: body.phonenumber,
      email: body.email,
      status: body.status,
      roleIds: body.roleIds,
      mustChangePassword: true,
    });
    await audit(trx, session.userId, 'user.create', `user:${id}`);
    return { id };
  });

const replaceRoles = async (trx: Transaction<Database>, userId: number, roleIds: readonly number[]) => {
  await trx.deleteFrom('user_role').where('user_id', '=', userId).execute();
  await trx
    .insertInto('user_role')
    .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
    .execute();
};

/**
 * An edit with its roles, in one transaction: the last active super administrator stays one, a
 * disabled user's sessions end. Two editors of one user: the later save over a version it never
 * saw is refused.
 */
export const updateUserRow = (db: Db, session: Session, body: z.output<typeof UpdateUserSchema>) =>
  db.transaction().execute(async (trx) => {
    if (body.status !== '0' || !(await includesAllPermsRole(trx, body.roleIds)))
      await keepOneActiveSupAdmin(trx, body.userId);
    const { numUpdatedRows } = await trx
      .updateTable('app_user')
      .set((eb) => ({
        nick_name: body.nickName,
        phone: body.phonenumber,
        email: body.email,
        dept_id: body.deptId,
        account_type: body.accountType,
        assistive_rent_type: body.assistiveRentType,
        status: body.status,
        updated_at: new Date(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', body.userId)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 0) throw new AppError(ErrorCode.Conflict, 'staleVersion');
    await replaceRoles(trx, body.userId, body.roleIds);
    if (body.status !== '0') await revokeTokens(trx, { userId: body.userId }, 'disabled');
    await audit(trx, session.userId, 'user.update', `user:${body.userId}`);
  });

/** Marks the user deleted and ends their sessions; the last active super administrator stays. */
export const deleteUserRow = (db: Db, session: Session, id: number) =>
  db.transaction().execute(async (trx) => {
    await keepOneActiveSupAdmin(trx, id);
    await trx
      .updateTable('app_user')
      .set({ deleted: true, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await revokeTokens(trx, { userId: id }, 'disabled');
    await audit(trx, session.userId, 'user.delete', `user:${id}`);
  });

/** Enables (`'0'`) or disables a user; a disabled one's sessions end. */
export const setUserStatusRow = (db: Db, session: Session, id: number, status: '0' | '1') =>
  db.transaction().execute(async (trx) => {
    if (status !== '0') await keepOneActiveSupAdmin(trx, id);
    await trx.updateTable('app_user').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
    if (status === '1') await revokeTokens(trx, { userId: id }, 'disabled');
    await audit(trx, session.userId, `user.status.${status}`, `user:${id}`);
  });

type OwnInfo = z.output<typeof UpdateOwnInfoQuerySchema>;

/** The columns of the caller's own row an own-info edit sets (only the fields it sends). */
export const ownInfoChanges = (query: OwnInfo) => ({
  ...(query.nickName !== undefined ? { nick_name: query.nickName } : {}),
  ...(query.phonenumber !== undefined ? { phone: query.phonenumber } : {}),
  ...(query.email !== undefined ? { email: query.email } : {}),
  ...(query.avatar !== undefined ? { avatar: query.avatar } : {}),
  ...(query.introduction !== undefined ? { introduction: query.introduction } : {}),
});

/** The caller's own system name, logo, title and icon. */
export const brandingChanges = (body: z.output<typeof UserLogoSchema>) => ({
  sys_name: body.sysName,
  sys_logo: body.sysLogo,
  sys_title: body.sysTitle,
  sys_ico: body.sysIco,
});

/** Sets columns of the caller's own row. */
export const updateOwnRow = (
  trx: Transaction<Database>,
  userId: number,
  changes: ReturnType<typeof ownInfoChanges> | ReturnType<typeof brandingChanges>,
) =>
  trx
    .updateTable('app_user')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();

/** The id of a live user of the caller's area (any data type), if there is one. */
export const liveUserIdInArea = async (db: Db, session: Session, id: number) =>
  (
    await db
      .selectFrom('app_user as u')
      .innerJoin('dept as d', 'd.id', 'u.dept_id')
      .select('u.id')
      .where('u.id', '=', id)
      .where('u.deleted', '=', false)
      .where(inArea('d.area_code', session))
      .executeTakeFirst()
  )?.id;

/** The live account a sign-in names (any case), with what the password check needs. */
export const findLoginAccount = (db: Db, userName: string) =>
  db
    .selectFrom('app_user')
    .select(['id', 'password_hash', 'status'])
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()))
    .where('deleted', '=', false)
    .executeTakeFirst();

/** The caller's own name, password hash and whether an administrator set that password. */
export const ownAccount = (db: Db, userId: number) =>
  db
    .selectFrom('app_user')
    .select(['user_name', 'password_hash', 'is_initial_password'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/**
 * Stores a password hash, marked as set by an administrator or by the user, ends the user's
 * sessions but `keepTokenId`'s, and writes the audit row, in one transaction.
 */
export const setPasswordRow = (
  db: Db,
  change: {
    actorId: number;
    userId: number;
    passwordHash: string;
    initial: boolean;
    keepTokenId?: number;
    action: string;
  },
) =>
  db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({
        password_hash: change.passwordHash,
        is_initial_password: change.initial,
        updated_at: new Date(),
      })
      .where('id', '=', change.userId)
      .execute();
    await revokeTokens(
      trx,
      change.keepTokenId === undefined
        ? { userId: change.userId }
        : { userId: change.userId, exceptTokenId: change.keepTokenId },
      'forced',
    );
    await audit(trx, change.actorId, change.action, `user:${change.userId}`);
  });
