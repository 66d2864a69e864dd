import { ErrorCode } from '@eldercare/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API, request, workbookOf, type Page } from './fixtures.js';

/** Export (parsed back) and import (row report, all-or-nothing, validOnly) on the elderly module. */

let server: TestServer;
let admin: string;
let street: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
  street = await tokenFor(server.app, 'street');
});
afterAll(async () => server.close());

const worksheetOf = async (data: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
};

const sheetOf = async (data: Buffer) => {
  const sheet = await worksheetOf(data);
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    ),
  );
  return rows;
};

describe('export', () => {
  it('answers the filtered list as xlsx with headers in the caller’s language', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${API}/elderlyInfo/export?name=王&sortField=id`,
      headers: { authorization: `Bearer ${street}`, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetOf(response.rawPayload);
    const header = rows[0] ?? [];
    expect(header.slice(0, 3)).toEqual(['Name', 'ID number', 'Gender']);
    // The header stays in view however far down a city-sized sheet is scrolled.
    const view = (await worksheetOf(response.rawPayload)).views[0];
    expect(view).toMatchObject({ state: 'frozen', ySplit: 1 });
    const list = await request<Page>(server.app, street, 'GET', '/elderlyInfo?name=王&size=1');
    expect(rows.length - 1).toBe(list.data.total);
    const names = rows.slice(1).map((r) => r[0] ?? '');
    expect(names.every((n) => n.includes('王'))).toBe(true);
    // street holds reveal: ID numbers in clear. Gender shows its label.
    expect(rows[1]?.[1]).toMatch(/^\d{17}[\dX]$/);
    expect(['Male', 'Female', '男', '女', '0', '1']).toContain(rows[1]?.[2]);
  });

  it('writes the rows in the list’s order, whatever the sort', async () => {
    for (const sort of ['sortField=name&sortOrder=desc', 'sortField=id&sortOrder=asc']) {
      const response = await server.app.inject({
        method: 'GET',
        url: `${API}/elderlyInfo/export?${sort}`,
        headers: { authorization: `Bearer ${street}`, 'accept-language': 'en' },
      });
      const names = (await sheetOf(response.rawPayload)).slice(1).map((r) => r[0]);
      const list = await request<Page>(server.app, street, 'GET', `/elderlyInfo?${sort}&size=100`);
      expect(names.length).toBe(list.data.total);
      expect(names.slice(0, 100)).toEqual(list.data.records.map((r) => r.name));
    }
  });

  it('masks sensitive columns for callers without the reveal permission', async () => {
    const operator = await tokenFor(server.app, 'operator');
    const response = await server.app.inject({
      method: 'GET',
      url: `${API}/elderlyInfo/export?name=王`,
      headers: { authorization: `Bearer ${operator}` },
    });
    const rows = await sheetOf(response.rawPayload);
    expect(rows[0]?.[1]).toBe('身份证号');
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row[1]).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
  });

  it('writes area names as their path instead of codes', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${API}/elderlyInfo/export?hukouArea=341702001001`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const rows = await sheetOf(response.rawPayload);
    const column = (rows[0] ?? []).indexOf('户籍地');
    expect(column).toBeGreaterThanOrEqual(0);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row[column]).toBe('贵池区 / 秋浦街道 / 秋浦社区');
  });

  it('refuses callers without the export permission', async () => {
    const institution = await tokenFor(server.app, 'institution');
    expect((await request(server.app, institution, 'GET', '/elderlyInfo/export')).code).toBe(
      ErrorCode.Forbidden,
    );
  });
});

describe('import', () => {
  const header = ['姓名', 'ID number', 'Comunidad', '手机'];
  const good1 = ['钱秀英', '341702194803150028', '341702001001', '13900001111'];
  const good2 = ['孙长根', '341702195011200036', '341702001002', '13900002222'];
  const bad = ['赵 六', '123', '341702001001', '12345'];

  const total = async () => (await request<Page>(server.app, admin, 'GET', '/elderlyInfo?size=1')).data.total;

  it('reports every bad row and imports nothing by default', async () => {
    const before = await total();
    const file = await workbookOf([header, good1, bad, good2]);
    const result = await request<{
      total: number;
      imported: number;
      failed: number;
      errors: { row: number; field: string; column?: string; value?: string }[];
    }>(server.app, admin, 'POST', '/elderlyInfo/import', { file });
    expect(result.code, result.msg).toBe(0);
    expect(result.data).toMatchObject({ total: 3, imported: 0, failed: 1 });
    // Every problem of the bad row, each with its column as typed and the value in it.
    expect(result.data.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'name', column: header[0], value: '赵 六' }),
      expect.objectContaining({ row: 3, field: 'idCard', column: header[1], value: '123' }),
      expect.objectContaining({ row: 3, field: 'mobile', column: header[3], value: '12345' }),
    ]);
    expect(await total()).toBe(before);
  });

  it('imports the valid rows with validOnly, derived fields filled, in the trail', async () => {
    const before = await total();
    const file = await workbookOf([header, good1, bad, good2]);
    const result = await request<{ imported: number; failed: number }>(
      server.app,
      admin,
      'POST',
      '/elderlyInfo/import',
      {
        file,
        validOnly: true,
      },
    );
    expect(result.data).toMatchObject({ imported: 2, failed: 1 });
    expect(await total()).toBe(before + 2);
    const page = await request<Page>(server.app, admin, 'GET', '/elderlyInfo?name=钱秀英');
    const record = page.data.records[0];
    expect(record).toMatchObject({ community: '341702001001', birthDate: '1948-03-15', gender: '1' });
    const trail = await request<{ action: string }[]>(
      server.app,
      admin,
      'GET',
      `/elderlyInfo/${record?.id}/audit`,
    );
    expect(trail.data.map((e) => e.action)).toEqual(['import']);
  });

  it('takes area cells as a code, an exported path or a name only one area has', async () => {
    const file = await workbookOf([
      ['姓名', '身份证号', '所属社区', '户籍地'],
      ['导区甲', '341702194405060027', '贵池区/秋浦街道 / 杏花村社区', '里山社区'],
      ['导区乙', '341702194611230015', '341702002001', '贵池区 / 里山街道'],
      ['导区丙', '341702194702140023', '不存在社区', ''],
    ]);
    const result = await request<{ imported: number; errors: { row: number; field: string }[] }>(
      server.app,
      admin,
      'POST',
      '/elderlyInfo/import',
      { file, validOnly: true },
    );
    expect(result.code, result.msg).toBe(0);
    expect(result.data.imported).toBe(2);
    // An unknown name stays as typed: the community is not a code, so the area check refuses it.
    expect(result.data.errors).toEqual([expect.objectContaining({ row: 4, field: 'community' })]);
    const read = async (name: string) =>
      (await request<Page>(server.app, admin, 'GET', `/elderlyInfo?name=${name}`)).data.records[0];
    expect(await read('导区甲')).toMatchObject({ community: '341702001002', hukouArea: '341702002001' });
    expect(await read('导区乙')).toMatchObject({ community: '341702002001', hukouArea: '341702002' });
  });

  it('refuses a sheet with a column it does not know, and a file that is not a workbook', async () => {
    const file = await workbookOf([[...header, '密码'], good1]);
    const unknown = await request(server.app, admin, 'POST', '/elderlyInfo/import', { file });
    expect(unknown).toMatchObject({ code: ErrorCode.Invalid, msg: '无法识别的列：密码' });
    const junk = await request(server.app, admin, 'POST', '/elderlyInfo/import', {
      file: Buffer.from('hello').toString('base64'),
    });
    expect(junk.code).toBe(ErrorCode.Invalid);
  });
});
