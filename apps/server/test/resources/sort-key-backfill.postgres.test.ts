import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { BACKFILL_LOCK_KEY } from '../../src/resources/schema/sort-key-backfill.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody, type Page } from './fixtures.js';

/**
 * Instances sharing one PostgreSQL database fill a new sort key one at a time: none fills while
 * another holds the lock, one takes over when it is free, and every instance then sorts by the key.
 */

const COMMUNITY = '341721100001';
const trial = { filtermode: 'trial' };
const NAMES = ['张三', '阿明', '曾丽', 'Zoe', '陈红'];
const PINYIN = ['Zoe', '阿明', '陈红', '曾丽', '张三'];
const resource = buildCatalogue().find('elderlyInfo') as ServedResource;

let server: TestServer;
const apps: FastifyInstance[] = [];
const ours = new Set<number>();

afterAll(async () => {
  for (const app of apps) await app.close();
  await server.close();
});

const unfilled = async (app: FastifyInstance) => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(resource.table)}
    where name__sort_v1 is null and name <> ''`.execute(app.eldercare.db);
  return rows[0]?.n ?? -1;
};

const listed = async (app: FastifyInstance) => {
  const admin = await tokenFor(app, 'admin');
  const url = `/elderlyInfo?areaCode=${COMMUNITY}&size=200&sortField=name&sortOrder=asc`;
  const page = await request<Page>(app, admin, 'GET', url, undefined, trial);
  expect(page.code, page.msg).toBe(0);
  return page.data.records.filter((r) => ours.has(r.id)).map((r) => r.name as string);
};

describe('two instances started on a table lacking its sort key columns', () => {
  it('fill it once the lock is free, and both then sort by pinyin', { timeout: 60_000 }, async () => {
    server = await startTestServer();
    const admin = await tokenFor(server.app, 'admin');
    for (const name of NAMES) {
      const body = { ...validBody(resource, `backfill-pg-${name}`), name, community: COMMUNITY };
      const created = await request<{ id: number }>(server.app, admin, 'POST', '/elderlyInfo', body, trial);
      ours.add(created.data.id);
    }
    await sql`alter table ${sql.id(resource.table)} drop column name__sort_v1`.execute(
      server.app.eldercare.db,
    );
    await server.app.close();
    const holder = new pg.Client({ connectionString: server.config.databaseUrl });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1::bigint)', [BACKFILL_LOCK_KEY]);
    try {
      apps.push(await buildApp(server.config, { logger: false }));
      apps.push(await buildApp(server.config, { logger: false }));
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      // Ready, as listening makes them: their back-fill jobs start.
      await Promise.all([a.ready(), b.ready()]);
      const before = await unfilled(a);
      expect(before).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await unfilled(a)).toBe(before);
      expect([...(await listed(b))].sort()).toEqual([...NAMES].sort());
    } finally {
      await holder.query('select pg_advisory_unlock($1::bigint)', [BACKFILL_LOCK_KEY]);
      await holder.end();
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const until = Date.now() + 30_000;
    const sorted = async () =>
      (await listed(a)).join() === PINYIN.join() && (await listed(b)).join() === PINYIN.join();
    while (!(await sorted()) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(await unfilled(a)).toBe(0);
    expect(await listed(a)).toEqual(PINYIN);
    expect(await listed(b)).toEqual(PINYIN);
  });
});
