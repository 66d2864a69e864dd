import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SESSIONS_CHANNEL, type SessionCache } from './session-cache.js';

export interface SessionListener {
  close: () => Promise<void>;
}

/**
 * One round trip on the listening connection, shared by every caller that arrived before it was
 * sent. A caller waits for the round trip after the one in flight, which it may have missed.
 */
const coalesced = (roundTrip: () => Promise<boolean>) => {
  let inFlight: Promise<boolean> | undefined;
  let next: Promise<boolean> | undefined;
  const start = () => {
    const trip = roundTrip().finally(() => {
      if (inFlight === trip) inFlight = undefined;
    });
    inFlight = trip;
    return trip;
  };
  return (): Promise<boolean> => {
    if (next) return next;
    if (!inFlight) return start();
    const after = inFlight.then(() => {
      next = undefined;
      return start();
    });
    next = after;
    return after;
  };
};

/**
 * The embedded database runs in this process and hands a notification to its listeners while the
 * committing statement returns, before the write's own caller continues.
 */
export const listenPglite = async (pglite: PGlite, cache: SessionCache): Promise<SessionListener> => {
  const unlisten = await pglite.listen(SESSIONS_CHANNEL, (payload) => cache.invalidate(payload));
  cache.setListening(true);
  return {
    close: async () => {
      cache.setListening(false);
      await unlisten();
    },
  };
};

const RETRY_MS = [1_000, 2_000, 5_000];
/** How the connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'eldercare-session-listener';
/** A connection that died without a word (no FIN, no RST) is noticed within about this long. */
const HEARTBEAT_MS = 2_000;

/** The state of one listening connection and its retries; `listenPostgres` starts it. */
class PostgresListener implements SessionListener {
  private closed = false;
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private failures = 0;

  constructor(
    private readonly connectionString: string,
    private readonly cache: SessionCache,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Drops the connection (if it is still the current one) and schedules the next try. */
  private down(current: pg.Client, error?: unknown) {
    if (this.client !== current) return;
    this.client = undefined;
    this.cache.setListening(false);
    clearInterval(this.heartbeat);
    current.removeAllListeners('notification');
    current.end().catch(() => {});
    if (error !== undefined && !this.closed) this.onError(error);
    if (!this.closed)
      this.retry = setTimeout(() => this.connect(), RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)]);
  }

  connect() {
    if (this.closed) return;
    const current = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    this.client = current;
    current.on('notification', (message) => this.cache.invalidate(message.payload ?? '*'));
    current.on('error', (error) => this.down(current, error));
    current.on('end', () => this.down(current));
    current
      .connect()
      .then(() => current.query(`listen ${SESSIONS_CHANNEL}`))
      .then(() => {
        if (this.client !== current || this.closed) return;
        this.failures = 0;
        this.cache.setListening(true);
        this.startHeartbeat(current);
      })
      .catch((error: unknown) => this.down(current, error));
  }

  private startHeartbeat(current: pg.Client) {
    this.heartbeat = setInterval(() => {
      const timeout = setTimeout(
        () => this.down(current, new Error('session listener: no answer')),
        HEARTBEAT_MS,
      );
      current.query('select 1').then(
        () => clearTimeout(timeout),
        (error: unknown) => {
          clearTimeout(timeout);
          this.down(current, error);
        },
      );
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  // PostgreSQL signals the listening backends while the writing transaction commits, before its
  // client hears of the commit, and a backend sends the notifications it was signalled before the
  // ReadyForQuery of its next command. So once an empty command on this connection has answered,
  // every change committed before it was sent has been handed to `cache.invalidate`: a write that
  // another instance acknowledged before a request arrived here is seen by that request.
  readonly barrier = coalesced(async () => {
    const current = this.client;
    if (!current || !this.cache.active) return false;
    try {
      await current.query('');
      return this.client === current;
    } catch (error) {
      this.down(current, error);
      return false;
    }
  });

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    this.cache.setListening(false);
    const current = this.client;
    this.client = undefined;
    await current?.end().catch(() => {});
  }
}

/**
 * A connection of its own that LISTENs for the whole life of the server. The cache serves only
 * while it is connected: on any error or end it is emptied and bypassed until the connection is
 * back and listening again (a notification sent meanwhile is lost), and a heartbeat notices a
 * connection that is gone without a word.
 */
export const listenPostgres = (
  connectionString: string,
  cache: SessionCache,
  onError: (error: unknown) => void,
): SessionListener => {
  const listener = new PostgresListener(connectionString, cache, onError);
  cache.setBarrier(listener.barrier);
  listener.connect();
  return { close: () => listener.close() };
};
