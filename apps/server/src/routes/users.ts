import { endpoints, ErrorCode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword, requirePasswordPolicy } from '../auth/passwords.js';
import { requireManageable, requireRolesWithinCaller } from '../auth/privilege.js';
import type { AppContext } from '../context.js';
import { attachProfilePicture, checkProfilePicture } from '../files/profile-pictures.js';
import { AppError, notFound } from '../http/app-error.js';
import { route } from '../http/route.js';
import {
  brandingChanges,
  createUserRow,
  deleteUserRow,
  findScopedUser,
  initialPassword,
  isNameFreeInScope,
  isNameTaken,
  listProjectUsers,
  listUsers,
  ownInfoChanges,
  setUserStatusRow,
  updateOwnRow,
  updateUserRow,
} from '../services/user-repository.js';
import { assignableRoles } from '../services/users.js';
import { userPasswordRoutes } from './user-passwords.js';
import { requireScopedDept, requireScopedUser } from './user-scope.js';

/** 用户管理: the users of the caller's scope, listed, created, edited, disabled and deleted. */
const userAdminRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.listUsers, async ({ query, session }) => ({
    ...(await listUsers(db, session, query)),
    size: query.size,
    current: query.current,
  }));

  route(app, ctx, endpoints.getUser, async ({ params, session }) => {
    const record = await findScopedUser(db, session, params.id);
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
    await updateUserRow(db, session, body);
    return null;
  });

  route(app, ctx, endpoints.deleteUser, async ({ params, session }) => {
    const id = await requireScopedUser(db, session, params.id);
    if (id === session.userId) throw new AppError(ErrorCode.Forbidden, 'cannotDeleteSelf');
    await requireManageable(db, session, id);
    await deleteUserRow(db, session, id);
    return null;
  });

  route(app, ctx, endpoints.setUserStatus, async ({ body, session }) => {
    const id = await requireScopedUser(db, session, body.userId);
    if (id === session.userId) throw new AppError(ErrorCode.Forbidden, 'cannotDeleteSelf');
    await requireManageable(db, session, id);
    await setUserStatusRow(db, session, id, body.status);
    return null;
  });
};

/** The caller's own profile and branding, and the lookups the user forms make. */
const ownProfileRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.updateOwnInfo, async ({ query, session, locale }) => {
    const avatar =
      query.avatar === undefined
        ? undefined
        : await checkProfilePicture(db, session, 'avatar', query.avatar, locale);
    const changes = ownInfoChanges(query);
    if (Object.keys(changes).length === 0) return null;
    await db.transaction().execute(async (trx) => {
      await updateOwnRow(trx, session.userId, changes);
      if (query.avatar !== undefined) await attachProfilePicture(trx, session.userId, 'avatar', avatar);
    });
    return null;
  });

  route(app, ctx, endpoints.projectUsers, async ({ session }) => listProjectUsers(db, session));

  // Answers about the caller's area only: it must not tell who exists elsewhere. A
  // name taken outside it is still refused by the creation itself (names are globally unique).
  route(app, ctx, endpoints.userNameUnique, async ({ body, session }) => ({
    unique: await isNameFreeInScope(db, session, body.userName, body.userId),
  }));

  route(app, ctx, endpoints.assignableRoles, async ({ session }) => assignableRoles(db, session));

  for (const endpoint of [endpoints.createLogo, endpoints.updateLogo]) {
    route(app, ctx, endpoint, async ({ body, session, locale }) => {
      const logo = await checkProfilePicture(db, session, 'sysLogo', body.sysLogo ?? '', locale);
      const icon = await checkProfilePicture(db, session, 'sysIco', body.sysIco ?? '', locale);
      await db.transaction().execute(async (trx) => {
        await updateOwnRow(trx, session.userId, brandingChanges(body));
        await attachProfilePicture(trx, session.userId, 'sysLogo', logo);
        await attachProfilePicture(trx, session.userId, 'sysIco', icon);
      });
      return null;
    });
  }
};

export const userRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  await userPasswordRoutes(app, ctx);
  userAdminRoutes(app, ctx);
  ownProfileRoutes(app, ctx);
};
