import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idNumber } from '../../src/db/seed/resources/people.js';
import { createRandom, seedOf } from '../../src/db/seed/resources/random.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API, request, validBody, type Page } from './fixtures.js';

/**
 * Exports write times on the platform's clock (ELDERCARE_TIME_ZONE) and imports read them back
 * there; a duplicate ID number in an import is a row error naming the holder, in the caller's
 * language, whether another record or an earlier row of the sheet holds it.
 */
const training = buildCatalogue().find('trainingActivity') as ServedResource;

let server: TestServer;
let admin: string;
const random = createRandom(seedOf('excel-zone-unique-test'));
const freshId = () =>
  idNumber(random, '341702', `193${random.int(0, 9)}-0${random.int(1, 9)}-1${random.int(0, 9)}`, 1);

beforeAll(async () => {
  server = await startTestServer({ ELDERCARE_TIME_ZONE: 'Asia/Shanghai' });
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server.close());

const sheetOf = async (data: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

const workbookOf = async (rows: (string | number)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
};

interface ImportResult {
  total: number;
  imported: number;
  failed: number;
  errors: { row: number; field: string; message: string }[];
}

describe('export and import of date-time values', () => {
  it('writes the platform’s wall clock, and an import of that sheet keeps the instants', async () => {
    const name = `时区培训${random.int(1000, 9999)}`;
    const body: Record<string, unknown> = {
      ...validBody(training, name),
      name,
      startTime: '2026-01-31T17:00:00Z',
      endTime: '2026-02-01T09:30:15Z',
    };
    delete body.signUpDeadline;
    const created = await request(server.app, admin, 'POST', '/trainingActivity', body);
    expect(created.code, created.msg).toBe(0);
    const response = await server.app.inject({
      method: 'GET',
      url: `${API}/trainingActivity/export?name=${encodeURIComponent(name)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const rows = await sheetOf(response.rawPayload);
    const header = rows[0] as string[];
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[header.indexOf('开始时间')]).toBe('2026-02-01 01:00:00');
    expect(rows[1]?.[header.indexOf('结束时间')]).toBe('2026-02-01 17:30:15');

    const result = await request<ImportResult>(server.app, admin, 'POST', '/trainingActivity/import', {
      file: response.rawPayload.toString('base64'),
    });
    expect(result.code, result.msg).toBe(0);
    expect(result.data, JSON.stringify(result.data.errors)).toMatchObject({ imported: 1, failed: 0 });
    const page = await request<Page>(
      server.app,
      admin,
      'GET',
      `/trainingActivity?name=${encodeURIComponent(name)}`,
    );
    expect(page.data.records).toHaveLength(2);
    for (const record of page.data.records) {
      expect(new Date(String(record.startTime)).toISOString()).toBe('2026-01-31T17:00:00.000Z');
      expect(new Date(String(record.endTime)).toISOString()).toBe('2026-02-01T09:30:15.000Z');
    }
  });
});

describe('a duplicate ID number in an import', () => {
  const header = ['姓名', 'ID number', 'Comunidad', '手机'];
  const total = async () => (await request<Page>(server.app, admin, 'GET', '/elderlyInfo?size=1')).data.total;

  it('is a row error naming the record that holds it, in the caller’s language; validOnly imports the rest', async () => {
    const taken = freshId();
    const first = await request<ImportResult>(server.app, admin, 'POST', '/elderlyInfo/import', {
      file: await workbookOf([header, ['钱秀梅', taken, '341702001001', '13900001111']]),
    });
    expect(first.data).toMatchObject({ imported: 1, failed: 0 });
    const before = await total();
    const file = await workbookOf([
      header,
      ['孙长林', freshId(), '341702001001', '13900002222'],
      ['赵秀珍', taken.toLowerCase(), '341702001002', '13900003333'],
    ]);
    const refused = await request<ImportResult>(
      server.app,
      admin,
      'POST',
      '/elderlyInfo/import',
      { file },
      { 'accept-language': 'en' },
    );
    expect(refused.code, refused.msg).toBe(0);
    expect(refused.data).toMatchObject({ total: 2, imported: 0, failed: 1 });
    expect(refused.data.errors).toEqual([
      {
        row: 3,
        field: 'idCard',
        column: 'ID number',
        value: taken.toLowerCase(),
        message: 'ID number is already used by the record “钱秀梅”',
      },
    ]);
    expect(await total()).toBe(before);

    const spanish = await request<ImportResult>(
      server.app,
      admin,
      'POST',
      '/elderlyInfo/import',
      { file, validOnly: true },
      { 'accept-language': 'es' },
    );
    expect(spanish.data).toMatchObject({ total: 2, imported: 1, failed: 1 });
    expect(spanish.data.errors[0]?.message).toBe('Número de identidad ya lo usa el registro «钱秀梅»');
    expect(await total()).toBe(before + 1);
  });

  it('is a row error when an earlier row of the same sheet has it', async () => {
    const before = await total();
    const twice = freshId();
    const file = await workbookOf([
      header,
      ['李秀云', twice, '341702001001', '13900004444'],
      ['周长顺', freshId(), '341702001001', '13900005555'],
      ['吴秀华', twice, '341702001002', '13900006666'],
    ]);
    const refused = await request<ImportResult>(server.app, admin, 'POST', '/elderlyInfo/import', { file });
    expect(refused.code, refused.msg).toBe(0);
    expect(refused.data).toMatchObject({ total: 3, imported: 0, failed: 1 });
    expect(refused.data.errors).toEqual([
      {
        row: 4,
        field: 'idCard',
        column: 'ID number',
        value: twice,
        message: '身份证号已被「李秀云」的记录使用',
      },
    ]);
    const imported = await request<ImportResult>(server.app, admin, 'POST', '/elderlyInfo/import', {
      file,
      validOnly: true,
    });
    expect(imported.data).toMatchObject({ total: 3, imported: 2, failed: 1 });
    expect(await total()).toBe(before + 2);
  });
});
