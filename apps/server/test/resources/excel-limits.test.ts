import { ErrorCode } from '@eldercare/contract';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { checkWorkbook, IMPORT_MAX_BYTES } from '../../src/resources/excel/excel-guard.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API } from './fixtures.js';

/**
 * An import is sized up on the zip before exceljs parses it, and imports and
 * exports run one at a time per user (two per process), so none of them stalls the server.
 */

let server: TestServer;
let admin: string;
let street: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
  street = await tokenFor(server.app, 'street');
});
afterAll(async () => server.close());

/** A workbook of `count` rows under a header, written as a stream (as a big upload would be). */
const workbookOf = async (count: number, row: (n: number) => (string | number)[]): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(['姓名', 'ID number', 'Comunidad', '手机']).commit();
  for (let n = 0; n < count; n += 1) sheet.addRow(row(n)).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
};

const importFile = (token: string, file: Buffer) =>
  call<unknown>(server.app, {
    method: 'POST',
    url: `${API}/elderlyInfo/import`,
    token,
    payload: { file: file.toString('base64') },
  });

describe('the zip is sized up before any parse', () => {
  it('refuses a 280,000-row sheet and passes one of 5,000 rows under its header', async () => {
    const huge = await workbookOf(280_000, () => ['x']);
    expect(await checkWorkbook(huge, 5_001)).toBe('tooManyRows');
    const fits = await workbookOf(5_000, (n) => [`名${n}`]);
    expect(await checkWorkbook(fits, 5_001)).toBeNull();
    expect(await checkWorkbook(Buffer.from('not a zip at all'), 5_001)).toBe('notAWorkbook');
    expect(await checkWorkbook(Buffer.alloc(IMPORT_MAX_BYTES + 1), 5_001)).toBe('tooLarge');
  });

  it('answers a 280,000-row upload with the row limit, translated', async () => {
    const huge = await workbookOf(280_000, () => ['x']);
    const answer = await importFile(admin, huge);
    expect(answer).toMatchObject({
      code: ErrorCode.Invalid,
      msg: '一次最多导入100000行',
      data: { field: 'file' },
    });
  });
});

describe('an upload larger than the default body limit', () => {
  it('is read and sized up, not cut off: below the file limit it is parsed, above it refused, translated', async () => {
    // 3 MB of noise: over the 2 MB every other route takes, under IMPORT_MAX_BYTES.
    const noise = await importFile(admin, randomBytes(3 * 2 ** 20));
    expect(noise).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'file' } });
    expect(noise.msg).toMatch(/Excel/);
    const over = await importFile(admin, randomBytes(IMPORT_MAX_BYTES + 1));
    expect(over).toMatchObject({
      code: ErrorCode.Invalid,
      msg: 'Excel文件不能超过10MB',
      data: { field: 'file' },
    });
  });
});

describe('one import or export at a time per user', () => {
  it('refuses a second import by the same user while the first runs; the slot is free afterwards', async () => {
    // Rows that fail validation: the parse and the checks take time, nothing is written.
    const file = await workbookOf(3_000, (n) => [`名${n}`, '123', '341702001001', '1']);
    const [first, second] = await Promise.all([importFile(admin, file), importFile(admin, file)]);
    const codes = [first.code, second.code].sort();
    expect(codes, `${first.msg} / ${second.msg}`).toEqual([0, ErrorCode.Throttled]);
    const refused = first.code === ErrorCode.Throttled ? first : second;
    expect(refused.msg).toBe('您已有一个导入或导出正在进行，请等它完成后再试');
    // The slot is free again once the first has answered.
    expect((await importFile(admin, file)).code).toBe(0);
  });

  it('refuses a second export by the same user; /health answers while an export streams', async () => {
    const exportOnce = () =>
      server.app.inject({
        method: 'GET',
        url: `${API}/elderlyInfo/export`,
        headers: { authorization: `Bearer ${street}` },
      });
    const health = server.app.inject({ method: 'GET', url: '/prod-api/health' });
    const [a, b, alive] = await Promise.all([exportOnce(), exportOnce(), health]);
    const answers = [a, b];
    const sheets = answers.filter((r) => String(r.headers['content-type']).includes('spreadsheetml'));
    const refusals = answers.filter((r) => String(r.headers['content-type']).includes('json'));
    expect(sheets).toHaveLength(1);
    expect(refusals.map((r) => r.json<{ code: number }>().code)).toEqual([ErrorCode.Throttled]);
    expect(alive.statusCode).toBe(200);
    // The streamed workbook reads back whole.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheets[0]!.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBeGreaterThan(1);
    // And the slot is free again afterwards.
    expect((await exportOnce()).headers['content-type']).toContain('spreadsheetml');
  });
});
