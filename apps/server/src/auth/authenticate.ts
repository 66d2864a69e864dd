import { ErrorCode } from '@eldercare/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../http/app-error.js';
import { loadSession, type Session } from './session-context.js';
import { readSessionRow } from './session-row.js';
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
  const row = await usableToken(
    ctx.db,
    await readSessionRow(ctx.db, sha256(token)),
    ctx.config.tokenTtlSeconds,
    ctx.config.sessionMaxSeconds,
  );
  const filterMode = request.headers.filtermode;
  const session = await loadSession(ctx.db, row, Array.isArray(filterMode) ? filterMode[0] : filterMode);
  if (session.mustChangePassword && !options.allowedBeforePasswordChange)
    throw new AppError(ErrorCode.Forbidden, 'passwordChangeRequired');
  return session;
};
