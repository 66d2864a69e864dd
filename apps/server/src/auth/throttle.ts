import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ThrottlePolicy {
  /** Attempts on one account before each further one waits a growing delay. */
  maxFailures: number;
  /** Attempts from one address in a window before it waits the rest of the window. */
  maxFailuresPerAddress: number;
  windowSeconds: number;
  /** The first delay once an account reached `maxFailures`; doubled by each further failure. */
  delaySeconds: number;
}

export const accountKey = (userName: string) => `user:${userName.trim().toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

/**
 * Reserves one password check under `key`, in ONE statement: the upsert takes the row's lock, so
 * parallel guesses queue on it and each sees the count the previous one left — 60 at once still
 * get at most `limit` checks (issue #15: 36 of 60 got through when counting and checking were two
 * statements). The attempt counts until a success clears the key. Returns false when the caller
 * must wait: beyond the limit, an account's next attempt comes only after `delay · 2^(n − limit)`
 * (capped by the window), an address's only once its window has passed. A refused attempt changes
 * nothing, so hammering does not extend the wait.
 */
const reserve = async (
  db: Kysely<Database>,
  key: string,
  limit: number,
  policy: ThrottlePolicy,
  growingDelay: boolean,
): Promise<boolean> => {
  const windowStart = sql`now() - make_interval(secs => ${policy.windowSeconds}::float8)`;
  const delayOver = growingDelay
    ? sql`or t.last_at <= now() - make_interval(secs => least(${policy.windowSeconds}::float8, ${policy.delaySeconds}::float8 * power(2, t.attempts - ${limit}::int)))`
    : sql``;
  const result = await sql<{ attempts: number }>`
    insert into login_throttle as t (throttle_key, attempts, last_at) values (${key}, 1, now())
    on conflict (throttle_key) do update
      set attempts = case when t.last_at < ${windowStart} then 1 else t.attempts + 1 end, last_at = now()
      where t.attempts < ${limit}::int or t.last_at < ${windowStart} ${delayOver}
    returning attempts`.execute(db);
  return result.rows.length > 0;
};

/** Reserves a check for the address, then for the account; false (throttled) if either must wait. */
export const reserveLoginAttempt = async (
  db: Kysely<Database>,
  userName: string,
  address: string,
  policy: ThrottlePolicy,
): Promise<boolean> =>
  (await reserve(db, addressKey(address), policy.maxFailuresPerAddress, policy, false)) &&
  (await reserve(db, accountKey(userName), policy.maxFailures, policy, true));

/**
 * Whether the user has signed in from this address before: their captcha-verified login from
 * there passes an account throttle, so an attacker's guesses never lock the real owner out.
 */
export const isKnownAddress = async (
  db: Kysely<Database>,
  userName: string,
  address: string,
): Promise<boolean> => {
  const row = await db
    .selectFrom('login_address as a')
    .innerJoin('app_user as u', 'u.id', 'a.user_id')
    .select('a.user_id')
    .where((eb) => eb(eb.fn('lower', ['u.user_name']), '=', userName.trim().toLowerCase()))
    .where('u.deleted', '=', false)
    .where('a.address', '=', address)
    .executeTakeFirst();
  return row !== undefined;
};

/** A success clears the account's and the address's counters and remembers the address. */
export const recordSuccess = async (
  db: Kysely<Database>,
  userId: number,
  userName: string,
  address: string,
): Promise<void> => {
  await db
    .deleteFrom('login_throttle')
    .where('throttle_key', 'in', [accountKey(userName), addressKey(address)])
    .execute();
  await db
    .insertInto('login_address')
    .values({ user_id: userId, address })
    .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ last_at: new Date() }))
    .execute();
};

/** Old counters are useless; pruning on success keeps the table small without a scheduler. */
export const pruneThrottle = async (db: Kysely<Database>, policy: ThrottlePolicy): Promise<void> => {
  await db
    .deleteFrom('login_throttle')
    .where('last_at', '<', new Date(Date.now() - policy.windowSeconds * 1000))
    .execute();
};
