import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SessionRow } from './session-row.js';

/** The channel the database announces session-changing writes on (migration 0150-session-notify). */
export const SESSIONS_CHANNEL = 'eldercare_sessions';

/** A safety net only: entries are dropped by notifications long before this. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Session rows (auth/session-row.ts) of recently used tokens, keyed by token hash, so that a
 * token used again within seconds costs no query. An entry holds the row as the
 * database gave it: the token's expiry is still judged on every request against the current time
 * (auth/tokens.ts usableToken), so caching never lengthens a token's life.
 *
 * Correctness rests on the notifications of migration 0150: every write that changes what a
 * session may do announces the user (or `*`), and `invalidate` drops the matching entries; a hit
 * is served only after the listener's barrier (auth/session-listener.ts), so a change committed
 * before the request arrived is always applied first, whichever instance made it. The
 * cache serves nothing unless its listener is connected (`setListening`): while the listener is
 * down nothing can be known to be fresh, so every request reads the database, as without a cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; until: number }>();
  private listening = false;
  /** Bumped by every invalidation: a read that started before one may not be stored. */
  private generation = 0;

  /** Resolves once every change committed before the call has been invalidated (false: unknown). */
  private barrier: () => Promise<boolean> = () => Promise.resolve(this.listening);

  constructor(private readonly now: () => number = Date.now) {}

  /** Other caches kept fresh by the same notifications (services/message-count.ts). */
  private readonly subscribers = new Set<(payload: string) => void>();

  setBarrier(barrier: () => Promise<boolean>): void {
    this.barrier = barrier;
  }

  /**
   * Resolves true once every change committed before the call has been announced to `invalidate`
   * and the subscribers; false when that cannot be known (the listener is down).
   */
  sync(): Promise<boolean> {
    return this.barrier();
  }

  /** `onPayload` gets every notification, and `*` whenever the cache is emptied. */
  subscribe(onPayload: (payload: string) => void): void {
    this.subscribers.add(onPayload);
  }

  /**
   * The cached row of `tokenHash`, once every change committed before this call (on any instance)
   * has been applied to the cache; undefined when there is none or freshness cannot be known.
   */
  async fresh(tokenHash: string): Promise<SessionRow | undefined> {
    const row = this.get(tokenHash) && (await this.barrier()) ? this.get(tokenHash) : undefined;
    if (row) this.lookups.hits += 1;
    else this.lookups.misses += 1;
    return row;
  }

  /** Counted for the metrics (observability/): how often a request was served from the cache. */
  readonly lookups = { hits: 0, misses: 0 };

  /** Whether rows may be served and stored: the listener is connected. */
  get active(): boolean {
    return this.listening;
  }

  /** The listener's state; any change empties the cache (notifications may have been missed). */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  get(tokenHash: string): SessionRow | undefined {
    if (!this.listening) return undefined;
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until > this.now()) return hit.row;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Taken before reading a row from the database, handed back to `set` with the row. */
  ticket(): number {
    return this.generation;
  }

  /**
   * Keeps `row`, read after `ticket` was taken, unless something was invalidated meanwhile: the
   * read may then predate the change it announced.
   */
  set(tokenHash: string, row: SessionRow, ticket: number): void {
    if (!this.listening || ticket !== this.generation) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { row, until: this.now() + TTL_MS });
    // Oldest first (Map keeps insertion order): many tokens in a burst cannot grow it without bound.
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops one token's entry (its row failed a check: read it afresh). */
  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** A notification's payload: a user id, or `*` (or anything unexpected) for everyone. */
  invalidate(payload: string): void {
    for (const onPayload of this.subscribers) onPayload(payload);
    // `c…`: unread counts only (migration 0151), nothing a session depends on.
    if (payload.startsWith('c')) return;
    this.generation += 1;
    const userId = /^\d+$/.test(payload) ? Number(payload) : undefined;
    if (userId === undefined) {
      this.entries.clear();
      return;
    }
    for (const [hash, entry] of this.entries) if (entry.row.user_id === userId) this.entries.delete(hash);
  }

  clear(): void {
    for (const onPayload of this.subscribers) onPayload('*');
    this.generation += 1;
    this.entries.clear();
  }
}

/** One cache per database handle (db/database.ts opens both); none for a bare Kysely instance. */
const caches = new WeakMap<Kysely<Database>, SessionCache>();

export const attachSessionCache = (db: Kysely<Database>, cache: SessionCache): void => {
  caches.set(db, cache);
};

export const sessionCacheOf = (db: Kysely<Database>): SessionCache | undefined => caches.get(db);
