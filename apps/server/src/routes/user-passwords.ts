import { endpoints, ErrorCode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword, requirePasswordPolicy, verifyPassword } from '../auth/passwords.js';
import { requireManageable } from '../auth/privilege.js';
import type { Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { ownAccount, setPasswordRow } from '../services/user-repository.js';
import { requireScopedUser } from './user-scope.js';

/**
 * Stores the caller's new password and ends every other session of theirs: whoever held a stolen
 * token loses it with the change. The current session stays signed in.
 */
const replaceOwnPassword = async (
  db: Kysely<Database>,
  session: Session,
  newPassword: string,
  action: string,
): Promise<void> => {
  await setPasswordRow(db, {
    actorId: session.userId,
    userId: session.userId,
    passwordHash: await hashPassword(newPassword),
    initial: false,
    keepTokenId: session.tokenId,
    action,
  });
};

/** Reset by an administrator, the own-password change, and the forced first-login change. */
export const userPasswordRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  // A fresh random password per reset, answered once to the resetting administrator and stored
  // only hashed; the user must replace it at the next sign-in (server-enforced).
  route(app, ctx, endpoints.resetPassword, async ({ params, session }) => {
    const id = await requireScopedUser(db, session, params.id);
    await requireManageable(db, session, id);
    const password = generatePassword();
    await setPasswordRow(db, {
      actorId: session.userId,
      userId: id,
      passwordHash: await hashPassword(password),
      initial: true,
      action: 'user.resetPassword',
    });
    return { password };
  });

  route(app, ctx, endpoints.changePassword, async ({ body, session, locale }) => {
    const user = await ownAccount(db, session.userId);
    if (!(await verifyPassword(user.password_hash, body.oldPassword)))
      throw new AppError(ErrorCode.Invalid, 'wrongOldPassword', undefined, {}, 'oldPassword');
    requirePasswordPolicy(body.newPassword, user.user_name, locale);
    await replaceOwnPassword(db, session, body.newPassword, 'user.changePassword');
    return null;
  });

  // Without the old password, so only while an administrator-set password is in force: a stolen
  // token must not be able to lock the owner out.
  route(app, ctx, endpoints.firstPassword, async ({ body, session, locale }) => {
    const user = await ownAccount(db, session.userId);
    if (!user.is_initial_password) throw new AppError(ErrorCode.Forbidden, 'notInResetState');
    requirePasswordPolicy(body.newPassword, user.user_name, locale);
    await replaceOwnPassword(db, session, body.newPassword, 'user.firstPassword');
    return null;
  });

  route(app, ctx, endpoints.firstLogin, async ({ session }) => ({
    isFirstLogin: (await ownAccount(db, session.userId)).is_initial_password,
  }));
  route(app, ctx, endpoints.passwordCheck, async ({ session }) => ({
    isInitialPassword: (await ownAccount(db, session.userId)).is_initial_password,
  }));
};
