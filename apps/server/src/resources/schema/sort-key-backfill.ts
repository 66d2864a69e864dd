import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.js';
import type { Catalogue, ServedResource } from './catalogue.js';
import {
  backfillSortKeyBatch,
  keysMissing,
  PENDING_TABLE,
  pendingKeyColumns,
  setKeyPending,
  sortKeyFields,
  type SortKeyField,
} from './sort-keys.js';
import { createMissingIndexes } from './sync-tables.js';

/**
 * A sort key column added to a table that has rows (sort-keys.ts) is filled after the server
 * listens, not before: on a million rows that took longer than the start timeout. The columns
 * still to fill are listed in a table, so a restart resumes them (the batches skip filled rows)
 * and every instance on the database knows them; lists sort by the plain column meanwhile. One
 * instance fills (an advisory lock on PostgreSQL; a PGlite folder belongs to one server), the
 * others look again every `pollMs` and take over if it stops.
 */

/** Any fixed 64-bit number, the same in every instance (startup-lock.ts uses another). */
export const BACKFILL_LOCK_KEY = '7263540981736254018';

/** Releases a lock taken; undefined when another instance holds it. */
export type BackfillLock = () => Promise<(() => Promise<void>) | undefined>;

/** The PostgreSQL lock: a session lock on a connection of its own (gone with the process if it dies). */
export const advisoryBackfillLock =
  (databaseUrl: string): BackfillLock =>
  async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {});
    await client.connect();
    const { rows } = await client
      .query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [BACKFILL_LOCK_KEY])
      .catch(async (error: unknown) => {
        await client.end().catch(() => {});
        throw error;
      });
    if (!rows[0]?.ok) {
      await client.end().catch(() => {});
      return undefined;
    }
    return async () => {
      await client.query('select pg_advisory_unlock($1::bigint)', [BACKFILL_LOCK_KEY]).catch(() => {});
      await client.end().catch(() => {});
    };
  };

export interface BackfillOptions {
  lock: BackfillLock;
  /** Build the key's indexes with `create index concurrently` (PostgreSQL). */
  concurrently: boolean;
  pollMs?: number;
  log?: { info: (data: object, msg: string) => void; warn: (data: object, msg: string) => void };
}

/**
 * Test seam: `beforeBatch` is awaited before each batch, so a test can look at a server whose
 * back-fill is under way; `batchSize` makes a few rows several batches.
 */
export const backfillHooks: { beforeBatch?: () => Promise<void>; batchSize?: number } = {};

interface Job {
  stopped: boolean;
}

/** Fills a table's pending key columns batch by batch; undefined when stopped first. */
const fillTable = async (
  db: Kysely<Database>,
  resource: ServedResource,
  fields: SortKeyField[],
  job: Job,
) => {
  let filled = 0;
  const started = Date.now();
  // A second pass when a row was left behind (its text changed between a batch's read and write).
  do {
    let after = 0;
    for (;;) {
      if (backfillHooks.beforeBatch) await backfillHooks.beforeBatch();
      if (job.stopped) return undefined;
      const batch = await backfillSortKeyBatch(db, resource.table, fields, after, backfillHooks.batchSize);
      if (!batch) break;
      filled += batch.filled;
      after = batch.last;
      await yieldToRequests();
    }
  } while (await keysMissing(db, resource.table, fields));
  return { rows: filled, ms: Date.now() - started };
};

/** Completes filled columns: lists order by them, their indexes are built, their rows leave the list. */
const completeTable = async (
  db: Kysely<Database>,
  resource: ServedResource,
  fields: SortKeyField[],
  options: BackfillOptions,
) => {
  for (const field of fields) setKeyPending(resource, field.keyColumn, false);
  await createMissingIndexes(db, resource, { concurrently: options.concurrently, skip: new Set() });
  await sql`analyze ${sql.id(resource.table)} (${sql.join(fields.map((f) => sql.id(f.keyColumn)))})`.execute(
    db,
  );
  await sql`delete from ${sql.id(PENDING_TABLE)}
    where table_name = ${resource.table} and key_column in (${sql.join(fields.map((f) => f.keyColumn))})`.execute(
    db,
  );
};

type Pending = Map<ServedResource, SortKeyField[]>;

/** The listed columns of served resources; forgets the others (complete elsewhere, or undeclared). */
const readPending = async (db: Kysely<Database>, catalogue: Catalogue): Promise<Pending> => {
  const listed = await pendingKeyColumns(db);
  const pending: Pending = new Map();
  for (const resource of catalogue.served) {
    const keys = listed.get(resource.table) ?? new Set<string>();
    for (const field of sortKeyFields(resource)) {
      if (keys.has(field.keyColumn)) pending.set(resource, [...(pending.get(resource) ?? []), field]);
      else setKeyPending(resource, field.keyColumn, false);
    }
  }
  return pending;
};

const fillAll = async (db: Kysely<Database>, pending: Pending, options: BackfillOptions, job: Job) => {
  for (const [resource, fields] of pending) {
    const done = await fillTable(db, resource, fields, job);
    if (!done) return;
    await completeTable(db, resource, fields, options);
    const columns = fields.map((f) => f.keyColumn);
    options.log?.info({ table: resource.table, columns, ...done }, 'sort keys filled');
  }
};

const pause = (ms: number, job: Job & { wake?: () => void }) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    job.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

/** One round: answers whether columns are still pending (another instance holds the lock). */
const round = async (db: Kysely<Database>, catalogue: Catalogue, options: BackfillOptions, job: Job) => {
  const pending = await readPending(db, catalogue);
  if (pending.size === 0) return false;
  const release = await options.lock();
  if (!release) return true;
  try {
    await fillAll(db, pending, options, job);
  } finally {
    await release();
  }
  return !job.stopped && (await readPending(db, catalogue)).size > 0;
};

/**
 * Starts filling the pending key columns in the background. `done` settles when none is left (or
 * on stop); `stop` ends the job after its current batch, for the server's close.
 */
export const startSortKeyBackfill = (
  db: Kysely<Database>,
  catalogue: Catalogue,
  options: BackfillOptions,
): { done: Promise<void>; stop: () => Promise<void> } => {
  const job: Job & { wake?: () => void } = { stopped: false };
  const run = async () => {
    while (!job.stopped) {
      try {
        if (!(await round(db, catalogue, options, job))) return;
      } catch (error) {
        if (job.stopped) return;
        options.log?.warn({ err: error }, 'sort key back-fill failed; trying again');
      }
      await pause(options.pollMs ?? 5000, job);
    }
  };
  const done = run();
  return {
    done,
    stop: async () => {
      job.stopped = true;
      job.wake?.();
      await done;
    },
  };
};
