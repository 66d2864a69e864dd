import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, workbookOf, type Page } from './fixtures.js';

/**
 * A list's total past the exact limit is the planner's estimate, read from the table's statistics.
 * Nothing but the server refreshes them on the embedded database (PGlite has no autovacuum), and on
 * PostgreSQL autovacuum gets to a table only later: an import must leave them true itself.
 */

let server: TestServer;
let lishan: string;

const TABLE = 'biz_elderly_info';
/** 里山街道's 里山社区: the street of `lishan`, one of the demo's smaller ones. */
const COMMUNITY = '341702002001';
const BULK_ROWS = 50_000;

beforeAll(async () => {
  server = await startTestServer();
  lishan = await tokenFor(server.app, 'lishan');
  const db = server.app.eldercare.db;
  // The statistics as the demo data left them, kept so: only the server's own refresh may change them.
  await sql`alter table ${sql.id(TABLE)} set (autovacuum_enabled = false)`.execute(db);
  await sql`analyze ${sql.id(TABLE)}`.execute(db);
  // Rows a bulk load put in the street since (one statement: an import's worth, ten times over).
  await sql`
    insert into ${sql.id(TABLE)} (area_code, data_type, name)
    select ${COMMUNITY}, 'prod', '批量' || n from generate_series(1, ${BULK_ROWS}) as n`.execute(db);
});
afterAll(async () => server.close());

const listTotal = async () => {
  const page = await request<Page & { isTotalEstimated?: boolean }>(
    server.app,
    lishan,
    'GET',
    '/elderlyInfo?size=1',
  );
  expect(page.code, page.msg).toBe(0);
  return { total: page.data.total, estimated: page.data.isTotalEstimated };
};

describe('list totals after an import', () => {
  it('the estimated total counts every row once an import has run', async () => {
    const truth = async () => {
      const result = await sql<{ n: string | number }>`
        select count(*) as n from ${sql.id(TABLE)}
        where area_code like '341702002%' and data_type = 'prod'`.execute(server.app.eldercare.db);
      return Number(result.rows[0]?.n);
    };
    // What the audit saw: statistics from before the load put the street's total far below the truth.
    const stale = await listTotal();
    expect(stale.estimated).toBe(true);
    expect(stale.total).toBeLessThan(BULK_ROWS / 2);

    const file = await workbookOf([
      ['姓名', 'ID number', 'Comunidad', '手机'],
      ['钱秀英', '341702194803150028', COMMUNITY, '13900001111'],
    ]);
    const result = await request<{ imported: number }>(server.app, lishan, 'POST', '/elderlyInfo/import', {
      file,
    });
    expect(result.code, result.msg).toBe(0);
    expect(result.data.imported).toBe(1);

    const after = await listTotal();
    const rows = await truth();
    expect(after.estimated).toBe(true);
    // An estimate (two significant digits, rounded up, the planner's usual error): within a tenth.
    expect(after.total).toBeGreaterThanOrEqual(rows * 0.9);
    expect(after.total).toBeLessThanOrEqual(rows * 1.1);
  });
});
