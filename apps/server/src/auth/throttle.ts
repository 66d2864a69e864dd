import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ThrottlePolicy {
  /** Attempts on one account from one address before each further one waits a growing delay. */
  maxFailures: number;
  /** Attempts on one account from all addresses together before each further one waits. */
  maxFailuresPerAccount: number;
  /** Attempts from one address on any accounts before each further one waits. */
  maxFailuresPerAddress: number;
  windowSeconds: number;
  /** The first delay once a counter reached its limit; doubled by each further failure. */
  delaySeconds: number;
}

export const accountKey = (userName: string) => `user:${userName.trim().toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;
export const pairKey = (userName: string, address: string) =>
  `pair:${userName.trim().toLowerCase()}|${address}`;

/** The counters one login reserves a check on; the account-wide one is left out for the owner. */
export const throttleKeys = (userName: string, address: string, ownerAtKnownAddress: boolean) => [
  { key: addressKey(address), limit: (p: ThrottlePolicy) => p.maxFailuresPerAddress },
  { key: pairKey(userName, address), limit: (p: ThrottlePolicy) => p.maxFailures },
  ...(ownerAtKnownAddress
    ? []
    : [{ key: accountKey(userName), limit: (p: ThrottlePolicy) => p.maxFailuresPerAccount }]),
];

/**
 * Reserves one password check under `key`, in ONE statement: the upsert takes the row's lock, so
 * parallel guesses queue on it and each sees the count the previous one left — 60 at once still
 * get at most `limit` checks. The attempt counts until a success clears it. Returns false when the
 * caller must wait: beyond the limit, the next attempt comes only after `delay · 2^(n − limit)`
 * (capped by the window) — a rising delay, never a lock for the whole window, so nobody innocent
 * behind the same counter waits long. A refused attempt changes nothing, so hammering does not
 * extend the wait.
 */
const reserve = async (
  db: Kysely<Database>,
  key: string,
  limit: number,
  policy: ThrottlePolicy,
): Promise<boolean> => {
  const windowStart = sql`now() - make_interval(secs => ${policy.windowSeconds}::float8)`;
  const delay = sql`least(${policy.windowSeconds}::float8, ${policy.delaySeconds}::float8 * power(2, t.attempts - ${limit}::int))`;
  const result = await sql<{ attempts: number }>`
    insert into login_throttle as t (throttle_key, attempts, last_at) values (${key}, 1, now())
    on conflict (throttle_key) do update
      set attempts = case when t.last_at < ${windowStart} then 1 else t.attempts + 1 end, last_at = now()
      where t.attempts < ${limit}::int or t.last_at < ${windowStart}
        or t.last_at <= now() - make_interval(secs => ${delay})
    returning attempts`.execute(db);
  return result.rows.length > 0;
};

/**
 * Reserves a check on every counter of `keys` (throttleKeys); false (throttled) if one must wait.
 * The address first: a spray over many names stops there before it touches their counters.
 */
export const reserveLoginAttempt = async (
  db: Kysely<Database>,
  keys: ReturnType<typeof throttleKeys>,
  policy: ThrottlePolicy,
): Promise<boolean> => {
  const reserved: string[] = [];
  for (const { key, limit } of keys) {
    if (await reserve(db, key, limit(policy), policy)) {
      reserved.push(key);
      continue;
    }
    // A refused check is no attempt: the counters reserved before the refusal get it back, so a
    // login waiting on its account does not use up its office's allowance.
    if (reserved.length > 0)
      await sql`update login_throttle set attempts = greatest(attempts - 1, 0)
        where throttle_key in (${sql.join(reserved)})`.execute(db);
    return false;
  }
  return true;
};

/**
 * Whether the user has signed in from this address before: their captcha-verified login from
 * there skips the account-wide counter, so guesses from elsewhere never lock the real owner out.
 * It still counts on this address's own counters: a known address gets no free guesses.
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

/**
 * A success clears the account's counters (its own and this address's pair) and remembers the
 * address. From the address's counter it takes back only this account's attempts — the owner's
 * typos — so one good login (an attacker's own account) cannot wipe the failures of a spray.
 */
export const recordSuccess = async (
  db: Kysely<Database>,
  userId: number,
  userName: string,
  address: string,
): Promise<void> => {
  const pair = await db
    .selectFrom('login_throttle')
    .select('attempts')
    .where('throttle_key', '=', pairKey(userName, address))
    .executeTakeFirst();
  await db
    .updateTable('login_throttle')
    .set((eb) => ({
      attempts: sql<number>`greatest(${eb.ref('attempts')} - ${pair?.attempts ?? 1}::int, 0)`,
    }))
    .where('throttle_key', '=', addressKey(address))
    .execute();
  await db
    .deleteFrom('login_throttle')
    .where('throttle_key', 'in', [accountKey(userName), pairKey(userName, address)])
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
