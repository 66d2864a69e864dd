import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, seedOf } from '../../src/db/seed/resources/random.js';
import { idNumber } from '../../src/db/seed/resources/people.js';
import { bornBy, localToday } from '../../src/resources/fields/derive.js';
import { filterConditions } from '../../src/resources/query/filters.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody, type Page } from './fixtures.js';

/**
 * Age is computed from the birth date when read, never taken from the stored column (which only
 * holds the age on the day of the last write), and age filters and sorts run on the birth date.
 */
const resource = buildCatalogue().find('elderlyInfo') as ServedResource;
const N = 80;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server.close());

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The date `years` years before today in the platform's calendar (which ages count on), moved by
 * `days`; 29 Feb falls back to 28 Feb.
 */
const yearsAgo = (years: number, days = 0): string => {
  const now = new Date(`${localToday()}T12:00:00`);
  const d = new Date(now.getFullYear() - years, now.getMonth(), now.getDate());
  if (d.getMonth() !== now.getMonth()) d.setDate(0);
  d.setDate(d.getDate() + days);
  return iso(d);
};

const random = createRandom(seedOf('age-test'));
const ids: Record<string, number> = {};

const create = async (name: string, birth: string) => {
  const body = {
    ...validBody(resource, name),
    name,
    idCard: idNumber(random, '341702', birth, 1),
    community: '341702001001',
  };
  const res = await request<{ id: number }>(server.app, admin, 'POST', '/elderlyInfo', body);
  expect(res.code, res.msg).toBe(0);
  ids[name] = res.data.id;
};

const list = async (query: string) => {
  const res = await request<Page>(server.app, admin, 'GET', `/elderlyInfo?name=龄测&size=50&${query}`);
  expect(res.code, res.msg).toBe(0);
  return res.data.records.map((r) => [r.name, r.age]);
};

describe('age is current on every read', () => {
  beforeAll(async () => {
    await create('龄测满岁', yearsAgo(N)); // N years old today
    await create('龄测明天', yearsAgo(N, 1)); // turns N tomorrow
    // As if both were written years ago: the stored ages are stale.
    await sql`update biz_elderly_info set age = 3 where id in (${ids['龄测满岁']}, ${ids['龄测明天']})`.execute(
      server.app.eldercare.db,
    );
  });

  it('lists and reads the age on today’s date, not the stored one', async () => {
    expect(await list('sortField=age&sortOrder=desc')).toEqual([
      ['龄测满岁', N],
      ['龄测明天', N - 1],
    ]);
    const one = await request<{ age: number; birthDate: string }>(
      server.app,
      admin,
      'GET',
      `/elderlyInfo/${ids['龄测明天']}`,
    );
    expect(one.data).toMatchObject({ age: N - 1, birthDate: yearsAgo(N, 1) });
  });

  it('filters by age range on the birth date, inclusive at both ends', async () => {
    expect(await list(`ageStart=${N}&ageEnd=${N}`)).toEqual([['龄测满岁', N]]);
    expect(await list(`ageStart=${N - 1}&ageEnd=${N - 1}`)).toEqual([['龄测明天', N - 1]]);
    expect(await list(`ageStart=${N}`)).toEqual([['龄测满岁', N]]);
    expect(await list(`ageEnd=${N - 1}`)).toEqual([['龄测明天', N - 1]]);
    expect((await list(`ageStart=${N - 1}&ageEnd=${N}&sortField=age`)).map((r) => r[0])).toEqual([
      '龄测明天',
      '龄测满岁',
    ]);
    expect(await list(`ageStart=${N + 1}`)).toEqual([]);
    // The stale stored value no longer matches anything.
    expect(await list('ageStart=3&ageEnd=3')).toEqual([]);
  });

  it('sorts by age through the birth date in both directions', async () => {
    expect((await list('sortField=age&sortOrder=asc')).map((r) => r[0])).toEqual(['龄测明天', '龄测满岁']);
    expect((await list('sortField=age&sortOrder=desc')).map((r) => r[0])).toEqual(['龄测满岁', '龄测明天']);
  });

  it('exports the current age', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/prod-api/biz/resource/elderlyInfo/export?name=${encodeURIComponent('龄测满岁')}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).indexOf('年龄');
    expect(header).toBeGreaterThan(0);
    expect(sheet?.getRow(2).getCell(header).value).toBe(N);
  });
});

describe('age filters and the PostgreSQL age() they stand for', () => {
  it('born by today − n years ⇔ date_part(year, age(today, birth)) ≥ n, leap days included', async () => {
    const todays = ['2024-02-29', '2025-02-28', '2025-03-01', '2028-02-29', '2026-12-31', localToday()];
    const births = ['1944-02-29', '1945-02-28', '1945-03-01', '1948-02-29', '1946-12-31', '1947-01-01'];
    const cases = todays.flatMap((today) =>
      births.flatMap((birth) => [76, 77, 78, 79, 80, 81].map((n) => ({ today, birth, n }))),
    );
    const rows = await sql<{ i: number; years: number }>`
      select i::int as i, date_part('year', age(t::date, b::date))::int as years
      from unnest(${cases.map((c) => c.today)}::text[], ${cases.map((c) => c.birth)}::text[])
        with ordinality as x(t, b, i)`.execute(server.app.eldercare.db);
    for (const row of rows.rows) {
      const c = cases[row.i - 1];
      if (!c) throw new Error('row without a case');
      expect({ ...c, atLeast: c.birth <= bornBy(c.today, c.n) }).toEqual({ ...c, atLeast: row.years >= c.n });
    }
  });
});

describe('indexes', () => {
  const plan = async (query: Record<string, string>) => {
    const db = server.app.eldercare.db;
    const where = sql.join(filterConditions(resource, query), sql` and `);
    // A small table is cheaper to scan; forbid that to see whether an index can answer at all.
    await sql`set enable_seqscan = off`.execute(db);
    try {
      const rows = await sql<{ 'QUERY PLAN': string }>`
        explain select id from biz_elderly_info where ${where}`.execute(db);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(db);
    }
  };

  it('answers an age range from the birth-date index', async () => {
    expect(await plan({ ageStart: '80', ageEnd: '90' })).toContain('biz_elderly_info_birth_date_idx');
  });

  it('answers an area filter (the area and below) from a pattern index', async () => {
    expect(await plan({ hukouArea: '341702' })).toContain('biz_elderly_info_hukou_area_prefix');
  });
});
