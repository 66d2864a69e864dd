import pg from 'pg';
import type { ServerConfig } from '../config.js';

/**
 * The key of the start-up lock: any fixed 64-bit number, the same in every instance. Advisory locks
 * are per database, so servers on other databases (tests) never wait for each other.
 */
const STARTUP_LOCK_KEY = '7263540981736254017';

/**
 * Several instances started at once on one PostgreSQL database take turns for the start-up work
 * (migrations, module tables, provisioning, seeds, file-entry conversion): the first does it, the
 * others then find it done. A session-level advisory lock on a connection of its own, held until
 * `release` (or until the connection ends, if the process dies). PGlite needs none: its data
 * folder is locked to one server (data-dir-lock.ts).
 */
export const takeStartupLock = async (config: ServerConfig): Promise<() => Promise<void>> => {
  if (!config.databaseUrl) return async () => {};
  const client = new pg.Client({ connectionString: config.databaseUrl });
  // An error on the idle connection (database restarted) must not crash the process; the lock is gone with it.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  };
};
