import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/schema.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { backfillHooks } from '../../src/resources/schema/sort-key-backfill.js';
import { sortKeyFields } from '../../src/resources/schema/sort-keys.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody, type Page } from './fixtures.js';

/**
 * A server upgraded onto a table whose rows lack a newer sort key column starts without filling
 * it: it answers at once, lists sorted by name keep a complete order meanwhile, and the key is
 * filled in the background (and resumed by the next start when the server stops half-way).
 */

const COMMUNITY = '341721100001';
const trial = { filtermode: 'trial' };
const NAMES = ['张三', '阿明', '曾丽', 'Zoe', '陈红', '单伟', '白雪', '李四'];
const PINYIN = ['Zoe', '阿明', '白雪', '陈红', '李四', '单伟', '曾丽', '张三'];

const resource = buildCatalogue().find('elderlyInfo') as ServedResource;
const keyColumns = sortKeyFields(resource).map((f) => f.keyColumn);

let server: TestServer;
let app: FastifyInstance;
let admin: string;
const ours = new Set<number>();
/** Opens the held back-fill; also after a failed test, so closing the server does not wait forever. */
let openGate = () => {};

const dbOf = (instance: FastifyInstance): Kysely<Database> => instance.eldercare.db;

/** Drops the key columns, as a database made before they existed has none. */
const dropKeys = async () => {
  const drops = keyColumns.map((k) => sql`drop column ${sql.id(k)}`);
  await sql`alter table ${sql.id(resource.table)} ${sql.join(drops)}`.execute(dbOf(app));
};

/** Closes the running server and starts another on the same database. */
const restart = async () => {
  await app.close();
  app = await buildApp(server.config, { logger: false });
  admin = await tokenFor(app, 'admin');
};

const unfilled = async () => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(resource.table)}
    where name__sort_v1 is null and name <> ''`.execute(dbOf(app));
  return rows[0]?.n ?? -1;
};

const oursFilled = async () => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(resource.table)}
    where id = any(${[...ours]}) and name__sort_v1 is not null`.execute(dbOf(app));
  return rows[0]?.n ?? 0;
};

/** Rows before this test's records (id order) still without their key. */
const othersUnfilled = async () => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(resource.table)}
    where not id = any(${[...ours]}) and name__sort_v1 is null and name <> ''`.execute(dbOf(app));
  return rows[0]?.n ?? 0;
};

const pendingLeft = async () => {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from resource_sort_key_pending`.execute(dbOf(app));
  return rows[0]?.n ?? -1;
};

const waitForBackfill = async () => {
  const until = Date.now() + 20_000;
  while ((await pendingLeft()) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  expect(await pendingLeft()).toBe(0);
};

const listed = async (order: 'asc' | 'desc') => {
  const url = `/elderlyInfo?areaCode=${COMMUNITY}&size=200&sortField=name&sortOrder=${order}`;
  const page = await request<Page>(app, admin, 'GET', url, undefined, trial);
  expect(page.code, page.msg).toBe(0);
  return page.data.records.filter((r) => ours.has(r.id)).map((r) => r.name as string);
};

beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
  admin = await tokenFor(app, 'admin');
  for (const name of NAMES) {
    const body = { ...validBody(resource, `backfill-${name}`), name, community: COMMUNITY };
    const created = await request<{ id: number }>(app, admin, 'POST', '/elderlyInfo', body, trial);
    expect(created.code, created.msg).toBe(0);
    ours.add(created.data.id);
  }
});

afterEach(() => {
  openGate();
  backfillHooks.beforeBatch = undefined;
  backfillHooks.batchSize = undefined;
});

afterAll(async () => {
  await app.close();
  // The first server is closed already; its copy of the database goes with `close`.
  if (!server.config.databaseUrl) await fs.rm(server.config.dataDir, { recursive: true, force: true });
  else await server.close();
});

describe('a start on a table lacking its sort key columns', () => {
  it('answers before the keys are filled, sorted by the plain name meanwhile, then in pinyin order', async () => {
    await dropKeys();
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    // Small batches, held once some of this test's records have their key and others not.
    backfillHooks.beforeBatch = async () => {
      backfillHooks.batchSize = (await othersUnfilled()) > 0 ? 1000 : 2;
      if ((await oursFilled()) >= 3) await gate;
    };
    await restart();
    const filled = async () => {
      while ((await oursFilled()) < 3) await new Promise((r) => setTimeout(r, 20));
    };
    await filled();
    expect(await oursFilled()).toBeLessThan(NAMES.length);
    expect((await call<unknown>(app, { method: 'GET', url: '/prod-api/health' })).code).toBe(0);
    // Every record in the plain text's order (the database's collation), not the half-filled key's.
    const { rows: plain } = await sql<{ name: string }>`select name from ${sql.id(resource.table)}
      where id = any(${[...ours]}) order by name`.execute(dbOf(app));
    expect(await listed('asc')).toEqual(plain.map((r) => r.name));
    expect(await listed('desc')).toEqual(plain.map((r) => r.name).reverse());
    expect(await unfilled()).toBeGreaterThan(0);
    openGate();
    await waitForBackfill();
    expect(await unfilled()).toBe(0);
    expect(await listed('asc')).toEqual(PINYIN);
    expect(await listed('desc')).toEqual([...PINYIN].reverse());
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
      where tablename = ${resource.table} and indexname like '%name__sort_v1%'`.execute(dbOf(app));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('resumes a back-fill stopped half-way at the next start', async () => {
    await dropKeys();
    let batches = 0;
    let halfWay = () => {};
    const reached = new Promise<void>((resolve) => (halfWay = resolve));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    backfillHooks.batchSize = 3;
    // Two batches pass; the third waits until the server is closing.
    backfillHooks.beforeBatch = async () => {
      batches += 1;
      if (batches < 3) return;
      halfWay();
      await held;
    };
    await restart();
    await reached;
    const left = await unfilled();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(resource.table)}
      where name <> ''`.execute(dbOf(app));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(rows[0]?.n ?? 0);
    const closing = app.close();
    release();
    await closing;
    // The next start finds the keys still unfilled and listed, and completes them.
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    backfillHooks.batchSize = undefined;
    backfillHooks.beforeBatch = () => resumed;
    app = await buildApp(server.config, { logger: false });
    admin = await tokenFor(app, 'admin');
    expect(await unfilled()).toBeGreaterThan(0);
    expect(await unfilled()).toBeLessThanOrEqual(left);
    expect(await pendingLeft()).toBeGreaterThan(0);
    resume();
    await waitForBackfill();
    expect(await unfilled()).toBe(0);
    expect(await listed('asc')).toEqual(PINYIN);
  });
});
