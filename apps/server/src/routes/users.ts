import type { CreateUserSchema } from '@eldercare/contract';
import { endpoints, ErrorCode, INIT_PASSWORD_KEY } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { hashPassword, requirePasswordPolicy } from '../auth/passwords.js';
import { includesAllPermsRole, keepOneActiveSupAdmin } from '../auth/last-sup-admin.js';
import { requireManageable, requireRolesWithinCaller } from '../auth/privilege.js';
import type { Session } from '../auth/session-context.js';
import { revokeTokens } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { attachProfilePicture, checkProfilePicture } from '../files/profile-pictures.js';
import { AppError, notFound } from '../http/app-error.js';
import { route } from '../http/route.js';
import { audit } from '../services/audit.js';
import { insertUser } from '../services/new-user.js';
import { assignableRoles, scopedUsers, selectUserColumns, toUserRecords } from '../services/users.js';
import { userPasswordRoutes } from './user-passwords.js';
import { requireScopedDept, requireScopedUser } from './user-scope.js';

const initialPassword = async (db: Kysely<Database>) =>
  (
    await db
      .selectFrom('sys_config')
      .select('config_value')
      .where('config_key', '=', INIT_PASSWORD_KEY)
      .executeTakeFirstOrThrow()
  ).config_value;

const isNameTaken = async (db: Kysely<Database>, userName: string, exceptId?: number) => {
  let query = db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()))
    .where('deleted', '=', false);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

/** The user row, its roles and the audit row, in one transaction. */
const createUserRow = (
  db: Kysely<Database>,
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

export const userRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;
  await userPasswordRoutes(app, ctx);

  route(app, ctx, endpoints.listUsers, async ({ query, session }) => {
    let base = scopedUsers(db, session);
    if (query.userName) base = base.where('u.user_name', 'ilike', `%${query.userName}%`);
    if (query.nickName) base = base.where('u.nick_name', 'ilike', `%${query.nickName}%`);
    if (query.phonenumber) base = base.where('u.phone', 'like', `%${query.phonenumber}%`);
    if (query.status) base = base.where('u.status', '=', query.status);
    if (query.deptId) base = base.where('u.dept_id', '=', query.deptId);
    if (query.accountType) base = base.where('u.account_type', '=', query.accountType);
    const { total } = await base
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await selectUserColumns(base)
      .orderBy('u.id')
      .limit(query.size)
      .offset((query.current - 1) * query.size)
      .execute();
    return {
      records: await toUserRecords(db, rows),
      total: Number(total),
      size: query.size,
      current: query.current,
    };
  });

  route(app, ctx, endpoints.getUser, async ({ params, session }) => {
    const rows = await selectUserColumns(scopedUsers(db, session)).where('u.id', '=', params.id).execute();
    const [record] = await toUserRecords(db, rows);
    if (!record) throw notFound();
    return record;
  });

  route(app, ctx, endpoints.createUser, async ({ body, session, locale }) => {
    await requireScopedDept(db, session, body.deptId);
    await requireRolesWithinCaller(db, session, body.roleIds);
    if (body.password !== undefined) requirePasswordPolicy(body.password, body.userName, locale, 'password');
    if (await isNameTaken(db, body.userName)) throw new AppError(ErrorCode.Conflict, 'userNameTaken');
    const passwordHash = await hashPassword(body.password ?? (await initialPassword(db)));
    // Two creations of one name at once both pass the check above; the unique index decides.
    return createUserRow(db, session, body, passwordHash).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === '23505')
        throw new AppError(ErrorCode.Conflict, 'userNameTaken');
      throw error;
    });
  });

  route(app, ctx, endpoints.updateUser, async ({ body, session }) => {
    await requireScopedUser(db, session, body.userId);
    await requireManageable(db, session, body.userId);
    await requireScopedDept(db, session, body.deptId);
    await requireRolesWithinCaller(db, session, body.roleIds);
    if (body.userId === session.userId && body.status !== '0')
      throw new AppError(ErrorCode.Forbidden, 'cannotDeleteSelf');
    await db.transaction().execute(async (trx) => {
      if (body.status !== '0' || !(await includesAllPermsRole(trx, body.roleIds)))
        await keepOneActiveSupAdmin(trx, body.userId);
      // Two editors of one user: the later save over a version it never saw is refused.
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
      await trx.deleteFrom('user_role').where('user_id', '=', body.userId).execute();
      await trx
        .insertInto('user_role')
        .values(body.roleIds.map((role_id) => ({ user_id: body.userId, role_id })))
        .execute();
      if (body.status !== '0') await revokeTokens(trx, { userId: body.userId }, 'disabled');
      await audit(trx, session.userId, 'user.update', `user:${body.userId}`);
    });
    return null;
  });

  route(app, ctx, endpoints.deleteUser, async ({ params, session }) => {
    const id = await requireScopedUser(db, session, params.id);
    if (id === session.userId) throw new AppError(ErrorCode.Forbidden, 'cannotDeleteSelf');
    await requireManageable(db, session, id);
    await db.transaction().execute(async (trx) => {
      await keepOneActiveSupAdmin(trx, id);
      await trx
        .updateTable('app_user')
        .set({ deleted: true, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await revokeTokens(trx, { userId: id }, 'disabled');
      await audit(trx, session.userId, 'user.delete', `user:${id}`);
    });
    return null;
  });

  route(app, ctx, endpoints.setUserStatus, async ({ body, session }) => {
    const id = await requireScopedUser(db, session, body.userId);
    if (id === session.userId) throw new AppError(ErrorCode.Forbidden, 'cannotDeleteSelf');
    await requireManageable(db, session, id);
    await db.transaction().execute(async (trx) => {
      if (body.status !== '0') await keepOneActiveSupAdmin(trx, id);
      await trx
        .updateTable('app_user')
        .set({ status: body.status, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      if (body.status === '1') await revokeTokens(trx, { userId: id }, 'disabled');
      await audit(trx, session.userId, `user.status.${body.status}`, `user:${id}`);
    });
    return null;
  });

  route(app, ctx, endpoints.updateOwnInfo, async ({ query, session, locale }) => {
    const avatar =
      query.avatar === undefined
        ? undefined
        : await checkProfilePicture(db, session, 'avatar', query.avatar, locale);
    const changes = {
      ...(query.nickName !== undefined ? { nick_name: query.nickName } : {}),
      ...(query.phonenumber !== undefined ? { phone: query.phonenumber } : {}),
      ...(query.email !== undefined ? { email: query.email } : {}),
      ...(query.avatar !== undefined ? { avatar: query.avatar } : {}),
      ...(query.introduction !== undefined ? { introduction: query.introduction } : {}),
    };
    if (Object.keys(changes).length === 0) return null;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('app_user')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', session.userId)
        .execute();
      if (query.avatar !== undefined) await attachProfilePicture(trx, session.userId, 'avatar', avatar);
    });
    return null;
  });

  route(app, ctx, endpoints.projectUsers, async ({ session }) => {
    const rows = await scopedUsers(db, session)
      .select(['u.id', 'u.user_name', 'u.nick_name'])
      .where('u.status', '=', '0')
      .orderBy('u.id')
      .execute();
    return rows.map((r) => ({ userId: r.id, userName: r.user_name, nickName: r.nick_name }));
  });

  // Answers about the caller's area only: it must not tell who exists elsewhere. A
  // name taken outside it is still refused by the creation itself (names are globally unique).
  route(app, ctx, endpoints.userNameUnique, async ({ body, session }) => {
    let query = scopedUsers(db, session)
      .select('u.id')
      .where((eb) => eb(eb.fn('lower', ['u.user_name']), '=', body.userName.toLowerCase()));
    if (body.userId !== undefined) query = query.where('u.id', '<>', body.userId);
    return { unique: (await query.executeTakeFirst()) === undefined };
  });

  route(app, ctx, endpoints.assignableRoles, async ({ session }) => assignableRoles(db, session));

  for (const endpoint of [endpoints.createLogo, endpoints.updateLogo]) {
    route(app, ctx, endpoint, async ({ body, session, locale }) => {
      const logo = await checkProfilePicture(db, session, 'sysLogo', body.sysLogo ?? '', locale);
      const icon = await checkProfilePicture(db, session, 'sysIco', body.sysIco ?? '', locale);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({
            sys_name: body.sysName,
            sys_logo: body.sysLogo,
            sys_title: body.sysTitle,
            sys_ico: body.sysIco,
            updated_at: new Date(),
          })
          .where('id', '=', session.userId)
          .execute();
        await attachProfilePicture(trx, session.userId, 'sysLogo', logo);
        await attachProfilePicture(trx, session.userId, 'sysIco', icon);
      });
      return null;
    });
  }
};
