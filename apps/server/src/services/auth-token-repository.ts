import type { Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { inArea } from './scope.js';

/** The unexpired, unrevoked sign-ins of the user of that name (any case) in the caller's area. */
export const liveTokensOfUserName = async (db: Kysely<Database>, session: Session, userName: string) => {
  const rows = await db
    .selectFrom('auth_token as t')
    .innerJoin('app_user as u', 'u.id', 't.user_id')
    .innerJoin('dept as d', 'd.id', 'u.dept_id')
    .select([
      't.id',
      't.user_id',
      'u.user_name',
      't.client_kind',
      't.created_at',
      't.last_used_at',
      't.expires_at',
    ])
    .where((eb) => eb(eb.fn('lower', ['u.user_name']), '=', userName.toLowerCase()))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .where(inArea('d.area_code', session))
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    userName: r.user_name,
    clientKind: r.client_kind,
    createdAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
  }));
};
