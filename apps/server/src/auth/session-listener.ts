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
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let failures = 0;

  const down = (current: pg.Client, error?: unknown) => {
    if (client !== current) return;
    client = undefined;
    cache.setListening(false);
    clearInterval(heartbeat);
    current.removeAllListeners('notification');
    current.end().catch(() => {});
    if (error !== undefined && !closed) onError(error);
    if (!closed) retry = setTimeout(connect, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
  };

  const connect = () => {
    if (closed) return;
    const current = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
    client = current;
    current.on('notification', (message) => cache.invalidate(message.payload ?? '*'));
    current.on('error', (error) => down(current, error));
    current.on('end', () => down(current));
    current
      .connect()
      .then(() => current.query(`listen ${SESSIONS_CHANNEL}`))
      .then(() => {
        if (client !== current || closed) return;
        failures = 0;
        cache.setListening(true);
        heartbeat = setInterval(() => {
          const timeout = setTimeout(
            () => down(current, new Error('session listener: no answer')),
            HEARTBEAT_MS,
          );
          current.query('select 1').then(
            () => clearTimeout(timeout),
            (error: unknown) => {
              clearTimeout(timeout);
              down(current, error);
            },
          );
        }, HEARTBEAT_MS);
        heartbeat.unref();
      })
      .catch((error: unknown) => down(current, error));
  };

  // PostgreSQL signals the listening backends while the writing transaction commits, before its
  // client hears of the commit, and a backend sends the notifications it was signalled before the
  // ReadyForQuery of its next command. So once an empty command on this connection has answered,
  // every change committed before it was sent has been handed to `cache.invalidate`: a write that
  // another instance acknowledged before a request arrived here is seen by that request.
  const barrier = coalesced(async () => {
    const current = client;
    if (!current || !cache.active) return false;
    try {
      await current.query('');
      return client === current;
    } catch (error) {
      down(current, error);
      return false;
    }
  });
  cache.setBarrier(barrier);

  connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      cache.setListening(false);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
};
