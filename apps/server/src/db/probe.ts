import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Connections of a PostgreSQL pool at one moment (pg.Pool's own counters). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * What the database handle tells the metrics (observability/): every query's duration, and the
 * pool's use when there is a pool (PGlite has one connection and no pool). Listeners are added
 * after the handle is opened, so the handle reports to this object rather than to the metrics.
 */
export class DbProbe {
  private readonly listeners = new Set<(seconds: number, failed: boolean, sql: string) => void>();

  constructor(readonly poolUse: (() => PoolUse) | undefined) {}

  onQuery(listener: (seconds: number, failed: boolean, sql: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `sql` is the statement's text with placeholders: never its parameters. */
  query(millis: number, failed: boolean, sql: string): void {
    for (const listener of this.listeners) listener(millis / 1000, failed, sql);
  }
}

const probes = new WeakMap<Kysely<Database>, DbProbe>();

export const attachDbProbe = (db: Kysely<Database>, probe: DbProbe): void => {
  probes.set(db, probe);
};

export const dbProbeOf = (db: Kysely<Database>): DbProbe | undefined => probes.get(db);
