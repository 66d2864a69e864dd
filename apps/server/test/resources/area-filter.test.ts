import type { ResourceDeclaration } from '@eldercare/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterConditions } from '../../src/resources/query/filters.js';
import { buildCatalogue, syncResourceTables, type ServedResource } from '../../src/resources/index.js';
import { insertRows } from '../../src/resources/query/repository.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody, type Page } from './fixtures.js';

/** An area filter matches the chosen area and everything below it, never a neighbour. */
const elderly = buildCatalogue().find('elderlyInfo') as ServedResource;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server.close());

describe('hukou area filter over HTTP', () => {
  const people = [
    ['区测秋浦', '341702001001'],
    ['区测杏花', '341702001002'],
    ['区测里山', '341702002001'],
    ['区测尧渡', '341721100001'],
  ] as const;

  beforeAll(async () => {
    for (const [name, hukouArea] of people) {
      const body = { ...validBody(elderly, name), name, hukouArea, community: '341702001001' };
      const res = await request(server.app, admin, 'POST', '/elderlyInfo', body);
      expect(res.code, res.msg).toBe(0);
    }
  });

  const names = async (hukouArea: string) => {
    const res = await request<Page>(
      server.app,
      admin,
      'GET',
      `/elderlyInfo?name=区测&hukouArea=${hukouArea}&sortField=id&size=50`,
    );
    expect(res.code, res.msg).toBe(0);
    return res.data.records.map((r) => r.name);
  };

  it('a district matches its streets and communities', async () => {
    expect(await names('341702')).toEqual(['区测秋浦', '区测杏花', '区测里山']);
  });

  it('a street matches its communities only', async () => {
    expect(await names('341702001')).toEqual(['区测秋浦', '区测杏花']);
  });

  it('a community matches itself', async () => {
    expect(await names('341702001002')).toEqual(['区测杏花']);
  });

  it('treats pattern characters literally', async () => {
    expect(await names('3417%25')).toEqual([]);
  });
});

describe('multi-valued area filter', () => {
  // No shipped module filters a multi-valued area yet; this declaration stands in for one.
  const declaration: ResourceDeclaration = {
    key: 'areaFilterProbe',
    group: 'providers',
    title: { 'zh-CN': '探针', en: 'Probe', es: 'Sonda' },
    listRoute: '/areaFilterProbe/index',
    detailRoute: '/areaFilterProbe/details',
    detailId: 'optional',
    table: 'biz_area_filter_probe',
    titleField: 'name',
    sections: [],
    actions: [],
    fields: [
      { name: 'name', type: 'text', label: { 'zh-CN': '名称', en: 'Name', es: 'Nombre' } },
      {
        name: 'servedAreas',
        type: 'area',
        multiple: true,
        filter: true,
        label: { 'zh-CN': '服务区域', en: 'Areas', es: 'Zonas' },
      },
    ],
  };
  const catalogue = buildCatalogue([declaration]);
  const probe = catalogue.find('areaFilterProbe') as ServedResource;

  beforeAll(async () => {
    const db = server.app.eldercare.db;
    await syncResourceTables(db, catalogue);
    await insertRows(
      db,
      probe,
      [
        ['秋浦与东至', ['341702001001', '341721']],
        ['里山', ['341702002']],
        ['无', []],
      ].map(([name, servedAreas]) => ({ values: { name, servedAreas }, areaCode: '3417', dataType: 'prod' })),
    );
  });

  const names = async (query: Record<string, string | string[]>) => {
    const where = sql.join(filterConditions(probe, query), sql` and `);
    const rows = await sql<{ name: string }>`
      select name from biz_area_filter_probe where ${where} order by id`.execute(server.app.eldercare.db);
    return rows.rows.map((r) => r.name);
  };

  it('matches a record when any of its areas lies in the chosen area or below', async () => {
    expect(await names({ servedAreas: '341702' })).toEqual(['秋浦与东至', '里山']);
    expect(await names({ servedAreas: '341702001' })).toEqual(['秋浦与东至']);
    expect(await names({ servedAreas: '341721' })).toEqual(['秋浦与东至']);
    expect(await names({ servedAreas: ['341702002', '341721'] })).toEqual(['秋浦与东至', '里山']);
    expect(await names({ servedAreas: '341722' })).toEqual([]);
  });
});

describe('area values on write', () => {
  it('refuses an area code the area table does not know, and stores nothing', async () => {
    const name = '区测无此区';
    const body = { ...validBody(elderly, name), name, hukouArea: '341702999999' };
    const res = await request(server.app, admin, 'POST', '/elderlyInfo', body, {
      'accept-language': 'zh-CN',
    });
    expect(res.code).not.toBe(0);
    expect(res.msg).toBe('户籍地的取值无效');
    const after = await request<Page>(server.app, admin, 'GET', `/elderlyInfo?name=${name}`);
    expect(after.data.total).toBe(0);
  });

  it('accepts every level of a known area', async () => {
    const levels: [string, string][] = [
      ['区测区级', '341702'],
      ['区测街道', '341702001'],
    ];
    for (const [name, hukouArea] of levels) {
      const body = { ...validBody(elderly, name), name, hukouArea };
      const res = await request(server.app, admin, 'POST', '/elderlyInfo', body);
      expect(res.code, res.msg).toBe(0);
    }
  });
});
