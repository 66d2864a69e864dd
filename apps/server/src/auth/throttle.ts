import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

/** Throttle keys of a login attempt: per user name and per client address. */
export const throttleKeys = (userName: string, address: string): string[] => [
  `user:${userName.trim().toLowerCase()}`,
  `ip:${address}`,
];

/** True when any key has reached the failure limit inside the window (counters are in the DB). */
export const isThrottled = async (
  db: Kysely<Database>,
  keys: string[],
  policy: ThrottlePolicy,
): Promise<boolean> => {
  const since = new Date(Date.now() - policy.windowSeconds * 1000);
  const rows = await db
    .selectFrom('login_failure')
    .select(['throttle_key', (eb) => eb.fn.countAll<string>().as('n')])
    .where('throttle_key', 'in', keys)
    .where('created_at', '>', since)
    .groupBy('throttle_key')
    .execute();
  return rows.some((r) => Number(r.n) >= policy.maxFailures);
};

export const recordFailure = async (
  db: Kysely<Database>,
  keys: string[],
  policy: ThrottlePolicy,
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_failure')
      .values(keys.map((throttle_key) => ({ throttle_key })))
      .execute();
    // Old counters are useless; pruning here keeps the table small without a scheduler.
    await trx
      .deleteFrom('login_failure')
      .where('created_at', '<', new Date(Date.now() - policy.windowSeconds * 2000))
      .execute();
  });
};

/** A successful login clears the user-name counter (the address counter keeps counting). */
export const clearUserFailures = async (db: Kysely<Database>, userKey: string): Promise<void> => {
  await db.deleteFrom('login_failure').where('throttle_key', '=', userKey).execute();
};
