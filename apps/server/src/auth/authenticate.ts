import { ErrorCode } from '@eldercare/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../http/app-error.js';
import { sessionCacheOf } from './session-cache.js';
import { loadSession, type Session } from './session-context.js';
import { readSessionRow, type SessionRow } from './session-row.js';
import { sha256, usableToken } from './tokens.js';

const bearer = (header: string | undefined): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

export interface AuthenticateOptions {
  /**
   * The call stays open to a user who must still change an administrator-set password: the
   * password calls themselves, sign-out and the user info the route guard needs (SPEC §4).
   */
  allowedBeforePasswordChange?: boolean;
}

/**
 * The one authentication pipeline of every signed-in route (contract routes and the generic
 * resource routes alike): bearer token → token checks (revocation, sliding and absolute expiry)
 * → the caller's session → the forced password change after a creation or reset. Permission
 * checks follow in the caller, which knows what the route needs.
 */
export const authenticate = async (
  ctx: AppContext,
  request: FastifyRequest,
  options: AuthenticateOptions = {},
): Promise<Session> => {
  const token = bearer(request.headers.authorization);
  if (!token) throw new AppError(ErrorCode.TokenInvalid, 'tokenMissing');
  const hash = sha256(token);
  const filterMode = request.headers.filtermode;
  const check = async (row: SessionRow | undefined) => {
    const usable = await usableToken(ctx.db, row, ctx.config.tokenTtlSeconds, ctx.config.sessionMaxSeconds);
    return {
      usable,
      session: await loadSession(ctx.db, usable, Array.isArray(filterMode) ? filterMode[0] : filterMode),
    };
  };
  const cache = sessionCacheOf(ctx.db);
  const hit = await cache?.fresh(hash);
  let session: Session | undefined;
  if (hit) {
    // A refusal on a cached row is confirmed on a fresh one: another instance may have slid the
    // token's expiry since, which announces nothing.
    session = await check(hit).then(
      (checked) => checked.session,
      () => {
        cache?.forget(hash);
        return undefined;
      },
    );
  }
  if (!session) {
    const ticket = cache?.ticket() ?? 0;
    const checked = await check(await readSessionRow(ctx.db, hash));
    cache?.set(hash, checked.usable, ticket);
    session = checked.session;
  }
  if (session.mustChangePassword && !options.allowedBeforePasswordChange)
    throw new AppError(ErrorCode.Forbidden, 'passwordChangeRequired');
  return session;
};
