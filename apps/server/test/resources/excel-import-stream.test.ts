import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { readWorkbook } from '../../src/excel-worker/read-sheet.js';
import type { ServedResource } from '../../src/resources/schema/catalogue.js';

/**
 * A district's sheet of Chinese names is read back character for character. exceljs's streaming
 * reader garbled the characters that fell across its chunks (12 of 100,000 names), so the import
 * refused rows that were right.
 */

const ROWS = 100_000;
const text = (s: string) => ({ 'zh-CN': s, en: s, es: s });
const resource = {
  fields: [
    { name: 'name', label: text('姓名') },
    { name: 'idCard', label: { 'zh-CN': '身份证号', en: 'ID number', es: 'DNI' } },
  ],
} as unknown as ServedResource;
const nameOf = (n: number) =>
  `批量${String.fromCharCode(0x4e00 + (n % 20_000))}${String.fromCharCode(0x4e00 + ((n * 7) % 20_000))}`;

const workbook = async (): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = writer.addWorksheet('S');
  sheet.addRow(['姓名', 'ID number']).commit();
  for (let n = 0; n < ROWS; n += 1)
    sheet.addRow([nameOf(n), `3417021940${String(n).padStart(8, '0')}`]).commit();
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
};

it('reads every character of a 100,000-row sheet of Chinese names', async () => {
  const sheet = await readWorkbook(resource, await workbook());
  expect(sheet.rows).toHaveLength(ROWS);
  const garbled = sheet.rows.filter(({ row, values }) => values.name !== nameOf(row - 2));
  expect(garbled.map((r) => r.row)).toEqual([]);
}, 180_000);
