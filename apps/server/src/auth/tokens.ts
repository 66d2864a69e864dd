import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export interface IssuedToken {
  token: string;
  expiresIn: number;
}

/**
 * Issues a random bearer token; only its SHA-256 is stored. With the single-session policy the
 * user's other live tokens are revoked as 'elsewhere' (they then get 50012).
 */
export const issueToken = async (
  db: Kysely<Database>,
  userId: number,
  ttlSeconds: number,
  singleSession: boolean,
  clientKind: 'web' | 'mini' = 'web',
): Promise<IssuedToken> => {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    if (singleSession) {
      await trx
        .updateTable('auth_token')
        .set({ revoked_at: new Date(), revoked_reason: 'elsewhere' })
        .where('user_id', '=', userId)
        .where('client_kind', '=', clientKind)
        .where('revoked_at', 'is', null)
        .execute();
    }
    await trx
      .insertInto('auth_token')
      .values({
        token_hash: sha256(token),
        user_id: userId,
        client_kind: clientKind,
        expires_at: new Date(Date.now() + ttlSeconds * 1000),
        revoked_at: null,
        revoked_reason: null,
        active_role_id: null,
      })
      .execute();
  });
  return { token, expiresIn: ttlSeconds };
};

/** How far the sliding expiry must move before it is written (see usableToken). */
export const SLIDE_STEP_MS = 60_000;

/** The token columns `usableToken` judges (read with the session, auth/session-row.ts). */
export interface TokenState {
  token_id: number;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

/**
 * Throws the SPEC §8 code when a token is not usable, else slides its expiry and returns the row. The sliding expiry
 * never passes the absolute lifetime (`maxSeconds` after sign-in): a stolen token kept busy by
 * its thief still dies.
 */
export const usableToken = async <T extends TokenState>(
  db: Kysely<Database>,
  row: T | undefined,
  ttlSeconds: number,
  maxSeconds: number,
): Promise<T> => {
  if (!row) throw new AppError(ErrorCode.TokenInvalid, 'tokenMissing');
  if (row.revoked_at) {
    if (row.revoked_reason === 'elsewhere')
      throw new AppError(ErrorCode.SignedInElsewhere, 'signedInElsewhere');
    if (row.revoked_reason === 'disabled') throw new AppError(ErrorCode.AccountDisabled, 'accountDisabled');
    throw new AppError(ErrorCode.TokenInvalid, 'tokenMissing');
  }
  const now = new Date();
  const endOfLife = new Date(row.created_at).getTime() + maxSeconds * 1000;
  if (new Date(row.expires_at).getTime() <= now.getTime() || endOfLife <= now.getTime())
    throw new AppError(ErrorCode.TokenExpired, 'tokenExpired');
  // The sliding expiry moves in steps of at most SLIDE_STEP_MS: a write on every authenticated
  // read would be most of a small read's cost, and a token then expires at most one
  // step (a minute of a 2-hour window) earlier than an exact slide would make it. Revocation is
  // still checked on every request above.
  const expiresAt = Math.min(now.getTime() + ttlSeconds * 1000, endOfLife);
  // A short lifetime slides in a quarter of it: with a step as long as the lifetime (60 s) the
  // expiry would never move and a busy session would end anyway.
  const step = Math.min(SLIDE_STEP_MS, (ttlSeconds * 1000) / 4);
  if (expiresAt - new Date(row.expires_at).getTime() >= step) {
    await db
      .updateTable('auth_token')
      .set({ last_used_at: now, expires_at: new Date(expiresAt) })
      .where('id', '=', row.token_id)
      .where('expires_at', '<', new Date(expiresAt))
      .execute();
    // The row may be a cached one (auth/session-cache.ts): it now holds what the database holds.
    row.expires_at = new Date(expiresAt);
  }
  return row;
};

export const revokeTokens = async (
  db: Kysely<Database>,
  filter: { tokenId?: number; userId?: number; clientKind?: 'web' | 'mini'; exceptTokenId?: number },
  reason: 'logout' | 'forced' | 'disabled',
): Promise<number> => {
  let query = db
    .updateTable('auth_token')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('revoked_at', 'is', null);
  if (filter.tokenId !== undefined) query = query.where('id', '=', filter.tokenId);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.clientKind !== undefined) query = query.where('client_kind', '=', filter.clientKind);
  if (filter.exceptTokenId !== undefined) query = query.where('id', '<>', filter.exceptTokenId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Narrows a live session to one role (null: all the user's roles again); the caller checks the role is held. */
export const setActiveRole = async (
  db: Kysely<Database>,
  tokenId: number,
  roleId: number | null,
): Promise<void> => {
  await db.updateTable('auth_token').set({ active_role_id: roleId }).where('id', '=', tokenId).execute();
};
