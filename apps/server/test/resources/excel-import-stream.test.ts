import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';

/**
 * An import's workbook is read row by row: a district's 100,000 rows parse in a heap far below
 * what loading the whole workbook takes (191 MB of exceljs cell objects for this sheet), so
 * two imports at once stay within the server's memory bounds.
 */

const ROWS = 100_000;
const text = (s: string) => ({ 'zh-CN': s, en: s, es: s });
const fields = [
  { name: 'name', label: text('姓名') },
  { name: 'idCard', label: { 'zh-CN': '身份证号', en: 'ID number', es: 'DNI' } },
  { name: 'phone', label: text('手机') },
];

const workbook = async (): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = writer.addWorksheet('S');
  sheet.addRow(['姓名', 'ID number', '手机']).commit();
  for (let n = 0; n < ROWS; n += 1)
    sheet.addRow([`名${n}`, `3417021940${String(n).padStart(8, '0')}`, 13800000000 + n]).commit();
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
};

it('reads a 100,000-row sheet within a 96 MB heap', async () => {
  const data = await workbook();
  const worker = new Worker(new URL('./read-sheet-worker.mjs', import.meta.url), {
    workerData: { fields, data },
    resourceLimits: { maxOldGenerationSizeMb: 96 },
  });
  const answer = await new Promise<Record<string, unknown>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
  expect(answer).toMatchObject({
    rows: ROWS,
    headers: { name: '姓名', idCard: 'ID number', phone: '手机' },
    first: { row: 2, values: { name: '名0', idCard: '341702194000000000', phone: 13800000000 } },
    last: { row: ROWS + 1, values: { name: `名${ROWS - 1}` } },
  });
}, 180_000);
