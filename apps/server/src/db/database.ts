import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql, type Logger } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { attachSessionCache, SessionCache } from '../auth/session-cache.js';
import { listenPglite, listenPostgres } from '../auth/session-listener.js';
import type { ServerConfig } from '../config.js';
import { serveBackupSocket } from '../ops/backup-socket.js';
import { pgliteSnapshot } from '../ops/pglite-snapshot.js';
import { migrationProvider } from './migrations/index.js';
import { attachDbProbe, DbProbe } from './probe.js';
import type { Database } from './schema.js';

export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close: () => Promise<void>;
}

const POOL_MAX = 10;

/** Kysely's query log, timed by Kysely itself, goes to the probe the metrics read. */
const logTo =
  (probe: DbProbe): Logger =>
  (event) =>
    probe.query(event.queryDurationMillis, event.level === 'error', event.query.sql);

/**
 * Opens PGlite under DATA_DIR/pgdata, or a PostgreSQL pool when DATABASE_URL is set, with the
 * session cache of the handle and its listener (auth/session-cache.ts).
 */
export const openDatabase = async (config: ServerConfig): Promise<DatabaseHandle> => {
  const sessions = new SessionCache();
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: POOL_MAX,
      // Tests give each file its own schema on a shared server.
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    // An idle connection ended by the server (PostgreSQL restarted) must not end the process: the
    // pool drops it and the next query opens a new one; requests meanwhile fail with 503.
    const connectionLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
    pool.on('error', connectionLost);
    // The pool listens only to idle connections: one checked out (a transaction between statements)
    // when PostgreSQL stops would emit an unheard `error` and end the process. Its query fails
    // anyway and the pool drops it on release, so hearing the event is enough.
    pool.on('connect', (client) => client.on('error', connectionLost));
    const probe = new DbProbe(() => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    }));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logTo(probe) });
    attachDbProbe(db, probe);
    attachSessionCache(db, sessions);
    const listener = listenPostgres(config.databaseUrl, sessions, (error) =>
      console.warn(`Session cache bypassed until its listener reconnects: ${String(error)}`),
    );
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
  }
  const dir = path.join(config.dataDir, 'pgdata');
  await fs.mkdir(dir, { recursive: true });
  const pglite = new PGlite(dir, { extensions: { pg_trgm } });
  await pglite.waitReady;
  const probe = new DbProbe(undefined);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), log: logTo(probe) });
  attachDbProbe(db, probe);
  attachSessionCache(db, sessions);
  const listener = await listenPglite(pglite, sessions);
  // Only this process may read the folder, so `pnpm backup` asks it for the copy (ops/backup-socket.ts).
  const backups = await serveBackupSocket(config.dataDir, pgliteSnapshot(db, pglite));
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await backups?.close();
      await listener.close();
      await db.destroy();
    },
  };
};

/**
 * Kysely's migrator looks for its own tables across every schema it can see; on a server shared
 * by several schemas (tests) it must be told which one is ours.
 */
const migratorFor = (db: Kysely<Database>, schema: string | undefined) =>
  new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });

/** Applies pending migrations; returns the newest applied migration name. */
export const migrateToLatest = async (db: Kysely<Database>, schema?: string): Promise<string | null> => {
  const migrator = migratorFor(db, schema);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const failed = results?.find((r) => r.status === 'Error');
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`);
  return currentMigration(db, schema);
};

export const currentMigration = async (db: Kysely<Database>, schema?: string): Promise<string | null> => {
  const migrations = await migratorFor(db, schema).getMigrations();
  const applied = migrations.filter((m) => m.executedAt !== undefined);
  return applied.at(-1)?.name ?? null;
};

export const pingDatabase = async (db: Kysely<Database>): Promise<boolean> => {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
};
