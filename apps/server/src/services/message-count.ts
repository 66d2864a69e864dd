import type { Kysely } from 'kysely';
import { sessionCacheOf, type SessionCache } from '../auth/session-cache.js';
import type { Database } from '../db/schema.js';

export interface UnreadCount {
  unread: number;
  agenda: number;
  total: number;
}

/** A safety net only: entries are dropped by notifications long before this. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Each user's unread count, kept between the polls every open back-office tab makes (issue #14
 * item 3), on the session cache's notifications (migration 0151 announces the users whose receipts
 * or agenda changed) and with its barrier: a message sent or read on any instance before a poll
 * arrived is counted by that poll. Without a listener every poll reads the database.
 */
class CountCache {
  private readonly entries = new Map<number, { value: UnreadCount; until: number }>();
  private generation = 0;

  constructor(private readonly sessions: SessionCache) {
    sessions.subscribe((payload) => this.invalidate(payload));
  }

  private invalidate(payload: string): void {
    if (/^\d+$/.test(payload)) return; // a session matter, not a count
    this.generation += 1;
    const ids = payload.startsWith('c') ? payload.slice(1) : '*';
    if (ids === '*') this.entries.clear();
    else for (const id of ids.split(',')) this.entries.delete(Number(id));
  }

  async get(userId: number, read: () => Promise<UnreadCount>): Promise<UnreadCount> {
    const hit = this.entries.get(userId);
    if (hit && hit.until > Date.now() && (await this.sessions.sync())) {
      const fresh = this.entries.get(userId);
      if (fresh) return fresh.value;
    }
    const ticket = this.generation;
    const value = await read();
    if (this.sessions.active && ticket === this.generation) {
      this.entries.delete(userId);
      this.entries.set(userId, { value, until: Date.now() + TTL_MS });
      while (this.entries.size > MAX_ENTRIES) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    return value;
  }
}

const caches = new WeakMap<Kysely<Database>, CountCache>();

/** The unread count of `userId`, from the cache of `db`'s handle when it has one. */
export const unreadCount = (
  db: Kysely<Database>,
  userId: number,
  read: () => Promise<UnreadCount>,
): Promise<UnreadCount> => {
  let cache = caches.get(db);
  if (!cache) {
    const sessions = sessionCacheOf(db);
    if (!sessions) return read();
    cache = new CountCache(sessions);
    caches.set(db, cache);
  }
  return cache.get(userId, read);
};
