import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildCatalogue, syncResourceTables, type ServedResource } from '../../src/resources/index.js';
import { startSortKeyBackfill } from '../../src/resources/schema/sort-key-backfill.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody, type Page } from './fixtures.js';

/**
 * A list sorted by a person's name follows pinyin (Latin names first, as spreadsheets sort), with
 * surnames read as surnames (单 shan, 曾 zeng), whichever way the record was written. Trial data of
 * one community keeps the records apart from the demo ones around them.
 */

const COMMUNITY = '341721100001';
const trial = { filtermode: 'trial' };

let server: TestServer;
let admin: string;
const catalogue = buildCatalogue();
const resource = catalogue.find('elderlyInfo') as ServedResource;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server.close());

const ids = new Map<string, number>();

const create = async (name: string) => {
  const body = { ...validBody(resource, `pinyin-${name}`), name, community: COMMUNITY };
  const created = await request<{ id: number }>(server.app, admin, 'POST', '/elderlyInfo', body, trial);
  expect(created.code, created.msg).toBe(0);
  ids.set(name, created.data.id);
};

/** The names of this test's records as the list orders them. */
const listed = async (order: 'asc' | 'desc') => {
  const page = await request<Page>(
    server.app,
    admin,
    'GET',
    `/elderlyInfo?areaCode=${COMMUNITY}&size=200&sortField=name&sortOrder=${order}`,
    undefined,
    trial,
  );
  expect(page.code, page.msg).toBe(0);
  expect(page.data.total).toBeLessThanOrEqual(200);
  const ours = new Set(ids.values());
  return page.data.records.filter((r) => ours.has(r.id)).map((r) => r.name);
};

const expectOrder = async (names: string[]) => {
  expect(await listed('asc')).toEqual(names);
  expect(await listed('desc')).toEqual([...names].reverse());
};

describe('a list sorted by name', () => {
  it('orders new records by pinyin, surnames read as surnames', async () => {
    for (const name of ['张三', '阿明', '曾丽', 'Zoe', '陈红', '单伟', '白雪', '李四']) await create(name);
    // Code-point order would be Zoe 单伟 张三 曾丽 李四 白雪 阿明 陈红; 单 read "dan" would precede 李.
    await expectOrder(['Zoe', '阿明', '白雪', '陈红', '李四', '单伟', '曾丽', '张三']);
  });

  it('moves a renamed record to its new place', async () => {
    const id = ids.get('张三');
    const detail = await request<Record<string, unknown>>(
      server.app,
      admin,
      'GET',
      `/elderlyInfo/${id}`,
      undefined,
      trial,
    );
    const saved = await request(
      server.app,
      admin,
      'PUT',
      `/elderlyInfo/${id}`,
      { ...detail.data, name: '艾三' },
      trial,
    );
    expect(saved.code, saved.msg).toBe(0);
    await expectOrder(['Zoe', '阿明', '艾三', '白雪', '陈红', '李四', '单伟', '曾丽']);
  });

  it('places imported records by pinyin too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('import');
    sheet.addRow(['姓名', '身份证号', '所属社区']);
    for (const name of ['解放', '钱多']) {
      sheet.addRow([name, String(validBody(resource, `pinyin-import-${name}`).idCard), COMMUNITY]);
    }
    const file = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const result = await request<{ imported: number }>(
      server.app,
      admin,
      'POST',
      '/elderlyInfo/import',
      { file },
      trial,
    );
    expect(result.code, result.msg).toBe(0);
    expect(result.data.imported).toBe(2);
    for (const name of ['解放', '钱多']) {
      const found = await request<Page>(
        server.app,
        admin,
        'GET',
        `/elderlyInfo?name=${name}`,
        undefined,
        trial,
      );
      ids.set(name, found.data.records[0]?.id ?? 0);
    }
    // 解 as a surname is "xie": after 钱 (qian), before 曾 (zeng).
    await expectOrder(['Zoe', '阿明', '艾三', '白雪', '陈红', '李四', '钱多', '单伟', '解放', '曾丽']);
  });

  it('keeps the order of records stored before the keys existed (filled after the start)', async () => {
    const db = server.app.eldercare.db;
    await sql`alter table ${sql.id(resource.table)} drop column name__sort_v1`.execute(db);
    const report = await syncResourceTables(db, catalogue);
    expect(report.keysPending).toEqual([`${resource.table}.name__sort_v1`]);
    await startSortKeyBackfill(db, catalogue, { lock: async () => async () => {}, concurrently: false }).done;
    await expectOrder(['Zoe', '阿明', '艾三', '白雪', '陈红', '李四', '钱多', '单伟', '解放', '曾丽']);
  });
});
