import type { ResourceDeclaration } from '@eldercare/resources';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../src/auth/session-context.js';
import type { Database } from '../../src/db/schema.js';
import { buildCatalogue, syncResourceTables, type ServedResource } from '../../src/resources/index.js';
import { listConditions, orderOf, shouldSortMatches } from '../../src/resources/query/list-query.js';
import { insertRows, listRecords, totalOf } from '../../src/resources/query/repository.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * A short search on the column a list is sorted by is answered in two parts (prefix-split.ts): the
 * names starting with the term, and the others. Pages and totals must be exactly what the plain
 * query (every match, sorted) answers, in both directions, on every page, before and after the
 * statistics exist (the second part then walks the index instead of collecting its matches).
 */
const label = { 'zh-CN': '探针', en: 'Probe', es: 'Sonda' };
const declaration: ResourceDeclaration = {
  key: 'splitProbe',
  group: 'providers',
  title: label,
  listRoute: '/splitProbe/index',
  detailRoute: '/splitProbe/details',
  detailId: 'optional',
  table: 'biz_split_probe',
  titleField: 'name',
  sort: { field: 'name', order: 'asc' },
  sections: [],
  actions: [],
  fields: [
    // A person's name: its key reads the surname as one (单 shan, not dan).
    { name: 'name', type: 'text', rules: ['name'], filter: { mode: 'like' }, label },
    { name: 'grade', type: 'integer', filter: { mode: 'range' }, label },
  ],
};
const catalogue = buildCatalogue([declaration]);
const probe = catalogue.find('splitProbe') as ServedResource;

// Surnames read otherwise than alone (单 shan, 曾 zeng) and one read like another (汪, 王: wang).
const SURNAMES = ['王', '张', '李', '英', '秀', '单', '曾', '汪'];
const GIVEN = ['秀英', '英', '王', '建国', '秀', '英王', ''];

let server: TestServer;
let db: Kysely<Database>;
const session = { areaCode: '3417', dataType: 'prod' } as Session;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.eldercare.db;
  await syncResourceTables(db, catalogue);
  const rows = [];
  for (let i = 0; i < 700; i += 1) {
    const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}${i % 3 === 0 ? '' : '兰'}`;
    rows.push({
      values: { name: i % 50 === 0 ? null : name, grade: i % 10 },
      areaCode: i % 4 === 0 ? '341721100001' : '341702001001',
      dataType: i % 9 === 0 ? 'test' : 'prod',
    });
  }
  rows.push({ values: { name: 'ab王', grade: 1 }, areaCode: '341702001001', dataType: 'prod' });
  await insertRows(db, probe, rows);
});
afterAll(async () => server.close());

/** What the list must answer: every match through the plain conditions, sorted, then paged. */
const expected = async (
  query: Record<string, unknown>,
  column: string,
  direction: 'asc' | 'desc',
  size: number,
  page: number,
) => {
  const where = sql.join(listConditions(probe, session, query), sql` and `);
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await sql<{ id: string }>`
    select id from biz_split_probe where ${where}
    order by ${sql.ref(column)} ${dir} nulls last, id ${dir} limit ${size} offset ${(page - 1) * size}`.execute(
    db,
  );
  return { ids: rows.map((r) => Number(r.id)) };
};

const listed = async (
  query: Record<string, unknown>,
  column: string,
  direction: 'asc' | 'desc',
  size: number,
  page: number,
) => {
  const where = listConditions(probe, session, query);
  const order = { column, direction };
  const plan = await shouldSortMatches(db, probe, { ...query, size, current: page }, order, where);
  const records = await listRecords(db, probe, {
    conditions: where,
    order,
    limit: size,
    offset: (page - 1) * size,
    sortMatches: plan,
  });
  return { plan, ids: records.map((r) => r.id) };
};

const QUERIES: Record<string, unknown>[] = [
  { name: '王' },
  { name: '英' },
  { name: '秀英' },
  { name: '英王' },
  { name: '王秀' },
  { name: '兰' },
  { name: '无' },
  { name: '王', gradeStart: '3', gradeEnd: '6' },
  { name: '秀英', areaCode: '341721100' },
  { name: '单' },
  { name: '曾秀' },
];

/** The list's own order of names (their pinyin key) for every query; the names' code-point order for some. */
const RUNS = [
  ...QUERIES.map((query) => [query, orderOf(probe, 'name', 'asc').column] as const),
  ...QUERIES.slice(0, 2).map((query) => [query, 'name'] as const),
];

const checkAll = async () => {
  for (const [query, column] of RUNS) {
    for (const direction of ['asc', 'desc'] as const) {
      for (const [size, page] of [
        [10, 1],
        [10, 3],
        [25, 2],
        [7, 40],
      ] as const) {
        const got = await listed(query, column, direction, size, page);
        const want = await expected(query, column, direction, size, page);
        expect(got.ids, `${JSON.stringify(query)} ${column} ${direction} ${size}×${page}`).toEqual(want.ids);
        expect(typeof got.plan, JSON.stringify(query)).toBe('object');
      }
    }
  }
};

describe('a short search on the sort column', () => {
  // Before statistics exist, collecting the later matches costs ~50 ms a page on PGlite: over 200 pages.
  it('pages exactly like the plain query, collecting the later matches', async () => {
    await checkAll();
  }, 60_000);

  it('pages exactly like the plain query once statistics let it walk the index', async () => {
    await sql`analyze biz_split_probe`.execute(db);
    await checkAll();
  });

  it('counts exactly what the plain query counts', async () => {
    for (const query of QUERIES) {
      const where = listConditions(probe, session, query);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from biz_split_probe where ${sql.join(where, sql` and `)}`.execute(db);
      const exact = rows[0]?.n ?? 0;
      expect(await totalOf(db, probe, where), JSON.stringify(query)).toEqual({
        total: exact,
        isTotalEstimated: false,
      });
    }
  });
});
