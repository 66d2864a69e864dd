import { ErrorCode } from '@eldercare/contract';
import ExcelJS from 'exceljs';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API } from './fixtures.js';

/** The import template per module and the refusal of files that only look like workbooks. */

let server: TestServer;
let admin: string;
let street: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
  street = await tokenFor(server.app, 'street');
});
afterAll(async () => server.close());

/** A valid zip of one stored entry: a zip, but not a workbook. */
const zipOf = (name: string, text: string): Buffer => {
  const data = Buffer.from(text);
  const file = Buffer.from(name);
  const common = (header: Buffer, at: number) => {
    header.writeUInt16LE(20, at);
    header.writeUInt32LE(crc32(data), at + 10);
    header.writeUInt32LE(data.length, at + 14);
    header.writeUInt32LE(data.length, at + 18);
    header.writeUInt16LE(file.length, at + 22);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  common(local, 4);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  common(central, 6);
  const centralAt = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, file, data, central, file, end]);
};

const template = (token: string, locale: string, module = 'elderlyInfo') =>
  server.app.inject({
    method: 'GET',
    url: `${API}/${module}/import-template`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  });

const headersOf = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const row = sheet.getRow(1);
  const cells: { text: string; note: string }[] = [];
  row.eachCell((cell) => {
    const note = cell.note;
    const text = typeof note === 'string' ? note : (note?.texts ?? []).map((t) => t.text).join('');
    cells.push({ text: String(cell.value), note: text });
  });
  return { cells, rowCount: sheet.actualRowCount };
};

describe('import template', () => {
  it('holds the importable columns with headers in the caller’s language and notes on what they take', async () => {
    const zh = await template(admin, 'zh-CN');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('spreadsheetml');
    const { cells, rowCount } = await headersOf(zh.rawPayload);
    expect(rowCount).toBe(1);
    const texts = cells.map((c) => c.text);
    expect(texts).toEqual(expect.arrayContaining(['姓名', '身份证号', '所属社区', '手机']));
    // Derived from the ID number, so not typed in.
    expect(texts).not.toContain('出生日期');
    expect(texts).not.toContain('年龄');
    expect(cells.find((c) => c.text === '姓名')?.note).toContain('必填');
    expect(cells.find((c) => c.text === '所属社区')?.note).toContain('区域代码');
    const en = await headersOf((await template(admin, 'en')).rawPayload);
    expect(en.cells.map((c) => c.text)).toEqual(expect.arrayContaining(['Name', 'ID number', 'Mobile']));
    const es = await headersOf((await template(admin, 'es')).rawPayload);
    expect(es.cells.map((c) => c.text)).toEqual(expect.arrayContaining(['Nombre', 'Número de identidad']));
  });

  it('imports as it is once filled in', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template(admin, 'en')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const column = (header: string) => {
      let found = 0;
      sheet.getRow(1).eachCell((cell, col) => {
        if (cell.value === header) found = col;
      });
      return found;
    };
    const row = sheet.getRow(2);
    row.getCell(column('Name')).value = '模板甲';
    row.getCell(column('ID number')).value = '341702194405060027';
    row.getCell(column('Community')).value = '341702001001';
    row.getCell(column('Mobile')).value = '13900003333';
    const file = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const answer = await call<{ imported: number; errors: unknown[] }>(server.app, {
      token: admin,
      method: 'POST',
      url: `${API}/elderlyInfo/import`,
      payload: { file },
    });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ imported: 1, errors: [] });
  });

  it('is refused to a caller without the import permission, like the import', async () => {
    const refused = await template(street, 'en', 'pensionAgency');
    expect(refused.json()).toMatchObject({ code: 403 });
  });
});

describe('files that are not workbooks', () => {
  const importFile = (bytes: Buffer, locale = 'en') =>
    call(server.app, {
      token: admin,
      method: 'POST',
      url: `${API}/elderlyInfo/import`,
      payload: { file: bytes.toString('base64') },
      headers: { 'accept-language': locale },
    });

  it('answers a text file renamed .xlsx with a translated refusal', async () => {
    const answer = await importFile(Buffer.from('name,id\n张三,1\n'));
    expect(answer).toMatchObject({
      code: ErrorCode.Invalid,
      msg: 'The Excel file could not be read, please use the exported template',
    });
    const zh = await importFile(Buffer.from('name,id\n张三,1\n'), 'zh-CN');
    expect(zh.msg).toBe('无法读取Excel文件，请使用导出的模板');
  });

  it('answers a zip that holds no workbook with the same refusal', async () => {
    const answer = await importFile(zipOf('readme.txt', 'not a workbook'), 'es');
    expect(answer).toMatchObject({
      code: ErrorCode.Invalid,
      msg: 'No se pudo leer el archivo Excel; use la plantilla exportada',
    });
  });
});
