import type { ResourceDeclaration } from '@eldercare/resources';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../src/auth/session-context.js';
import type { Database } from '../../src/db/schema.js';
import { filterConditions } from '../../src/resources/query/filters.js';
import { buildCatalogue, syncResourceTables, type ServedResource } from '../../src/resources/index.js';
import { insertRows, totalOf } from '../../src/resources/query/repository.js';
import { countByArea, countByArrayValue, countMany } from '../../src/resources/query/stats.js';
import { compactTally } from '../../src/resources/query/tally.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, type Page } from './fixtures.js';

/**
 * Short name searches go through the grams column (grams.ts), totals past a limit are estimates,
 * and dashboard counts come from the tally (tally.ts): each must answer what the plain query does.
 */
const label = { 'zh-CN': '探针', en: 'Probe', es: 'Sonda' };
const declaration: ResourceDeclaration = {
  key: 'searchProbe',
  group: 'providers',
  title: label,
  listRoute: '/searchProbe/index',
  detailRoute: '/searchProbe/details',
  detailId: 'optional',
  table: 'biz_search_probe',
  titleField: 'name',
  sections: [],
  actions: [],
  fields: [
    { name: 'name', type: 'text', filter: { mode: 'like' }, label },
    {
      name: 'tags',
      type: 'enum',
      multiple: true,
      options: [
        { value: 'a', label },
        { value: 'b', label },
      ],
      label,
    },
  ],
};
const catalogue = buildCatalogue([declaration]);
const probe = catalogue.find('searchProbe') as ServedResource;

const NAMES = [
  '王秀英',
  '王英',
  '秀英王',
  '李秀',
  '王',
  'ABC',
  'abc x',
  'Abc',
  'a%b',
  'a_b',
  'a\\b',
  'Ünal',
  '英王秀英',
  null,
  '',
];
const TERMS = [
  '王',
  '英',
  '秀英',
  '王英',
  '英王',
  '王秀英',
  '秀英王',
  'a',
  'A',
  'ab',
  'BC',
  'c x',
  '%',
  '_',
  '\\',
  'a%',
  'ün',
  'Ü',
  '李四',
  'x',
];

let server: TestServer;
let db: Kysely<Database>;
const session = { areaCode: '3417', dataType: 'prod' } as Session;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.eldercare.db;
  await syncResourceTables(db, catalogue);
  await insertRows(
    db,
    probe,
    NAMES.map((name, i) => ({
      values: { name, tags: i % 3 === 0 ? ['a', 'b'] : i % 3 === 1 ? ['a', 'a'] : [] },
      areaCode: i % 2 === 0 ? '341702001001' : '341721100001',
      dataType: i % 5 === 0 ? 'test' : 'prod',
    })),
  );
});
afterAll(async () => server.close());

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const idsWhere = async (where: ReturnType<typeof sql>) =>
  (
    await sql<{ id: string }>`select id from biz_search_probe where ${where} order by id`.execute(db)
  ).rows.map((r) => Number(r.id));

const byFilter = (term: string) => idsWhere(sql.join(filterConditions(probe, { name: term }), sql` and `));
const byIlike = (term: string) => idsWhere(sql`name ilike ${`%${escapeLike(term)}%`}`);

describe('name search through grams', () => {
  it('answers exactly what ilike answers, for 1-, 2- and 3+-character terms', async () => {
    for (const term of TERMS) expect(await byFilter(term), term).toEqual(await byIlike(term));
  });

  it('uses the grams column for one or two characters only', () => {
    const compiled = (term: string) =>
      sql`${sql.join(filterConditions(probe, { name: term }), sql` and `)}`.compile(db).sql;
    expect(compiled('王')).toContain('name__grams');
    expect(compiled('秀英')).toContain('name__grams');
    expect(compiled('王秀英')).toContain('ilike');
  });

  it('follows updates, and fills rows written before the column existed', async () => {
    await sql`update biz_search_probe set name = '赵钱' where name = '李秀'`.execute(db);
    expect(await byFilter('钱')).toEqual(await byIlike('钱'));
    expect((await byFilter('钱')).length).toBe(1);
    expect(await byFilter('李')).toEqual([]);

    await sql`alter table biz_search_probe drop column name__grams`.execute(db);
    await sql`insert into biz_search_probe (area_code, name) values ('3417', '孙钱')`.execute(db);
    await syncResourceTables(db, catalogue);
    expect((await byFilter('钱')).length).toBe(2);
    expect(await byFilter('孙钱')).toEqual(await byIlike('孙钱'));
  });
});

describe('list totals', () => {
  const where = (term: string) => filterConditions(probe, { name: term });

  it('are exact up to the limit', async () => {
    const exact = (await byIlike('王')).length;
    expect(await totalOf(db, probe, where('王'), exact)).toEqual({ total: exact, isTotalEstimated: false });
  });

  it('are a flagged estimate, never below what was counted, past the limit', async () => {
    const exact = (await byIlike('王')).length;
    const answer = await totalOf(db, probe, where('王'), exact - 2);
    expect(answer.isTotalEstimated).toBe(true);
    expect(answer.total).toBeGreaterThanOrEqual(exact - 1);
  });

  it('carry the flag in the list answer', async () => {
    const admin = await tokenFor(server.app, 'admin');
    const res = await request<Page & { isTotalEstimated?: boolean }>(
      server.app,
      admin,
      'GET',
      '/elderlyInfo?name=王&size=1',
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.isTotalEstimated).toBe(false);
  });
});

describe('tallied counts', () => {
  const live = async (extra: ReturnType<typeof sql>) => {
    const rows = await sql<{ n: string }>`
      select count(*) as n from biz_search_probe
      where area_code like ${`${session.areaCode}%`} and data_type = ${session.dataType} and ${extra}`.execute(
      db,
    );
    return Number(rows.rows[0]?.n ?? 0);
  };
  const expectTallyMatches = async () => {
    expect(await countMany(db, session, [{ resource: probe }])).toEqual([await live(sql`true`)]);
    const areas = await countByArea(db, probe, session, ['341702001', '341721100', '341722']);
    expect(areas.get('341702001')).toBe(await live(sql`area_code like '341702001%'`));
    expect(areas.get('341721100')).toBe(await live(sql`area_code like '341721100%'`));
    expect(areas.get('341722')).toBe(0);
    const tags = await countByArrayValue(db, probe, session, 'tags');
    expect(tags.get('a') ?? 0).toBe(await live(sql`tags @> '["a"]'`));
    expect(tags.get('b') ?? 0).toBe(await live(sql`tags @> '["b"]'`));
  };

  it('match live counts after inserts, updates, deletes and a truncate', async () => {
    await expectTallyMatches();
    await sql`update biz_search_probe set area_code = '341721100002', tags = '["b"]' where name like '王%'`.execute(
      db,
    );
    await expectTallyMatches();
    await sql`update biz_search_probe set data_type = 'prod' where data_type = 'test'`.execute(db);
    await expectTallyMatches();
    await sql`delete from biz_search_probe where name like '%英%'`.execute(db);
    await expectTallyMatches();
    // Each statement appended its deltas; folding them keeps every sum and leaves one row per key.
    const tallyRows = async () =>
      (
        await sql<{ n: string; keys: string }>`
          select count(*) as n, count(distinct (field, value, area_code, data_type)) as keys
          from resource_tally where table_name = 'biz_search_probe'`.execute(db)
      ).rows[0];
    const before = await tallyRows();
    expect(Number(before?.n)).toBeGreaterThan(Number(before?.keys));
    await compactTally(db);
    const after = await tallyRows();
    expect(Number(after?.n)).toBe(Number(after?.keys));
    await expectTallyMatches();
    await sql`truncate biz_search_probe`.execute(db);
    await expectTallyMatches();
    expect(await countMany(db, session, [{ resource: probe }])).toEqual([0]);
  });

  it('are rebuilt from the rows present when the tally is installed', async () => {
    await insertRows(db, probe, [
      { values: { name: '周', tags: ['a'] }, areaCode: '341702001001', dataType: 'prod' },
    ]);
    await sql`delete from resource_tally where table_name = 'biz_search_probe'`.execute(db);
    const functions = await sql<{ proname: string }>`
      select proname from pg_proc where proname like 'biz_search_probe_tally_%'`.execute(db);
    for (const { proname } of functions.rows) await sql`drop function ${sql.id(proname)} cascade`.execute(db);
    await syncResourceTables(db, catalogue);
    await expectTallyMatches();
    expect(await countMany(db, session, [{ resource: probe }])).toEqual([1]);
  });
});
