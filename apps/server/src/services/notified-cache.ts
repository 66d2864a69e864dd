import type { Kysely } from 'kysely';
import { sessionCacheOf, type SessionCache } from '../auth/session-cache.js';
import type { Database } from '../db/schema.js';

/** A safety net only: entries are dropped by notifications long before this. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Which users a notification of the session channel concerns for one cache: `all`, a list of user
 * ids, or none.
 */
export type Concerns = (payload: string) => 'all' | number[] | null;

/**
 * Per-user answers kept on the session cache's notifications (auth/session-cache.ts) and served
 * only after its barrier, so a change committed on any instance before a request arrived is seen
 * by that request. Without a listener every call reads the database.
 */
class NotifiedCache<V> {
  private readonly entries = new Map<string, { userId: number; value: V; until: number }>();
  private generation = 0;

  constructor(
    private readonly sessions: SessionCache,
    concerns: Concerns,
  ) {
    sessions.subscribe((payload) => {
      const users = payload === '*' ? 'all' : concerns(payload);
      if (users === null) return;
      this.generation += 1;
      if (users === 'all') this.entries.clear();
      else {
        const dropped = new Set(users);
        for (const [key, entry] of this.entries) if (dropped.has(entry.userId)) this.entries.delete(key);
      }
    });
  }

  async get(userId: number, key: string, read: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now() && (await this.sessions.sync())) {
      const fresh = this.entries.get(key);
      if (fresh) return fresh.value;
    }
    const ticket = this.generation;
    const value = await read();
    // A read that overlapped an invalidation may predate the change it announced.
    if (this.sessions.active && ticket === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { userId, value, until: Date.now() + TTL_MS });
      while (this.entries.size > MAX_ENTRIES) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    return value;
  }
}

/**
 * A cache of `db`'s handle per `concerns`; `get(userId, key, read)` answers `read()`'s value,
 * kept until a notification concerns `userId`. Without a session cache (a bare Kysely) it reads.
 */
export const notifiedCache = <V>(concerns: Concerns) => {
  const caches = new WeakMap<Kysely<Database>, NotifiedCache<V>>();
  return (db: Kysely<Database>, userId: number, key: string, read: () => Promise<V>): Promise<V> => {
    let cache = caches.get(db);
    if (!cache) {
      const sessions = sessionCacheOf(db);
      if (!sessions) return read();
      cache = new NotifiedCache<V>(sessions, concerns);
      caches.set(db, cache);
    }
    return cache.get(userId, key, read);
  };
};

/** Session payloads (migration 0150): a user id, or `*` (handled above). */
export const sessionConcerns: Concerns = (payload) => (/^\d+$/.test(payload) ? [Number(payload)] : null);

/** Unread-count payloads (migration 0151): `c` and user ids, or `c*`. */
export const countConcerns: Concerns = (payload) => {
  if (!payload.startsWith('c')) return null;
  return payload === 'c*' ? 'all' : payload.slice(1).split(',').map(Number);
};
