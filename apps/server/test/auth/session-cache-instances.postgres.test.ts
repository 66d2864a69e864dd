import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { sessionCacheOf } from '../../src/auth/session-cache.js';
import { LISTENER_NAME } from '../../src/auth/session-listener.js';
import { sha256 } from '../../src/auth/tokens.js';
import { sessionChangeTests } from '../helpers/session-changes.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

// Two server instances on one PostgreSQL, each with its own session cache: what one changes is seen
// by the other's next call, through the notifications the database sends at commit.
let first: TestServer;
let second: FastifyInstance;
beforeAll(async () => {
  first = await startTestServer();
  second = await buildApp(first.config, { logger: false });
  await Promise.all([first.app, second].map((app) => until(app, true)));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Waits until the instance's session listener is connected (true) or known to be down (false). */
const until = async (app: FastifyInstance, active: boolean) => {
  const cache = sessionCacheOf(app.eldercare.db);
  for (let i = 0; i < 200 && cache?.active !== active; i += 1) await new Promise((r) => setTimeout(r, 25));
  expect(cache?.active).toBe(active);
};

const DETAIL = '/prod-api/admin/system/user/detail';

describe('cached sessions, two instances on one PostgreSQL', () => {
  describe('instance 1 reads, instance 2 writes', () => {
    sessionChangeTests(() => ({ reader: first.app, writer: second }));
  });

  it('a write by another client of the database (a script) is seen too', async () => {
    const token = await tokenFor(first.app, 'assessor');
    expect((await call(first.app, { method: 'GET', url: DETAIL, token })).code).toBe(0);
    expect(sessionCacheOf(first.app.eldercare.db)?.get(sha256(token))).toBeDefined();
    const client = new pg.Client({ connectionString: first.config.databaseUrl });
    await client.connect();
    try {
      await client.query(`update app_user set status = '1' where user_name = 'assessor'`);
    } finally {
      await client.end();
    }
    expect((await call(first.app, { method: 'GET', url: DETAIL, token })).code).toBe(50010);
  });

  it('while its listener is down an instance reads every session afresh, and caches again once back', async () => {
    const token = await tokenFor(first.app, 'secretariat');
    expect((await call(first.app, { method: 'GET', url: DETAIL, token })).code).toBe(0);
    const client = new pg.Client({ connectionString: first.config.databaseUrl });
    await client.connect();
    try {
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = $1`,
        [LISTENER_NAME],
      );
      await until(first.app, false);
      // Nothing announces this (its trigger is off): only a fresh read can see it.
      await client.query('alter table auth_token disable trigger auth_token_sessions_update');
      await client.query(
        `update auth_token set revoked_at = now(), revoked_reason = 'logout' where token_hash = $1`,
        [sha256(token)],
      );
      await client.query('alter table auth_token enable trigger auth_token_sessions_update');
      expect((await call(first.app, { method: 'GET', url: DETAIL, token })).code).toBe(50008);
      await until(first.app, true);
      const fresh = await tokenFor(first.app, 'secretariat');
      expect((await call(first.app, { method: 'GET', url: DETAIL, token: fresh })).code).toBe(0);
      expect(sessionCacheOf(first.app.eldercare.db)?.get(sha256(fresh))).toBeDefined();
      await client.query(
        `update auth_token set revoked_at = now(), revoked_reason = 'forced' where token_hash = $1`,
        [sha256(fresh)],
      );
      expect((await call(first.app, { method: 'GET', url: DETAIL, token: fresh })).code).toBe(50008);
    } finally {
      await client.end();
    }
  });
});
