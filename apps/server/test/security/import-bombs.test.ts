import { ErrorCode, RESOURCE_IMPORT_MAX_ROWS } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INFLATED_BYTES } from '../../src/resources/excel/excel-guard.js';
import { t } from '../../src/http/messages.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API } from '../resources/fixtures.js';
import { repeated, SHEET_HEAD, SHEET_TAIL, SST_HEAD, workbookZip } from '../resources/zip-bytes.js';

/**
 * Hostile workbooks: a few hundred KB that inflate to hundreds of MB (headers honest or lying about
 * it), a sheet naming row 10,000,000, ten million rows, millions of shared strings. Each is refused
 * with code -1 and a translated message naming the limit, before exceljs parses it, with no 500
 * and without the process growing by what the bomb inflates to.
 */
const BOMB_BYTES = 300 * 1024 * 1024;
const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>姓名</t></is></c></row>';
const plainSheet = () => [Buffer.from(SHEET_HEAD + HEADER + SHEET_TAIL)];
const stringsBomb = () =>
  repeated(`${SST_HEAD} count="1" uniqueCount="1"><si><t>`, 'a', BOMB_BYTES, '</t></si></sst>');
const sheetBomb = () =>
  repeated(
    `${SHEET_HEAD}${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
    'a',
    BOMB_BYTES,
    `</t></is></c></row>${SHEET_TAIL}`,
  );

let server: TestServer;
let admin: string;
const files: Record<string, Buffer> = {};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
  files.honest = await workbookZip({ sheet: plainSheet(), sharedStrings: stringsBomb() });
  files.lyingStrings = await workbookZip({
    sheet: plainSheet(),
    sharedStrings: stringsBomb(),
    declared: { sharedStrings: 1_000 },
  });
  files.lyingSheet = await workbookZip({ sheet: sheetBomb(), declared: { sheet: 1_000 } });
}, 120_000);
afterAll(async () => server.close());

const importAs = (file: Buffer, locale: string) =>
  call<{ field?: string }>(server.app, {
    method: 'POST',
    url: `${API}/elderlyInfo/import`,
    token: admin,
    headers: { 'accept-language': locale },
    payload: { file: file.toString('base64') },
  });

/** The answer to the upload, and how much the process grew while answering it. */
const measured = async (file: Buffer, locale = 'zh-CN') => {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const answer = await importAs(file, locale);
    return { answer, grewMb: (Math.max(peak, process.memoryUsage().rss) - before) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
};

const inflated = (locale: 'zh-CN' | 'en' | 'es') =>
  t('workbookInflates', locale, { n: MAX_INFLATED_BYTES / 2 ** 20 });
const tooManyRows = t('tooManyRows', 'zh-CN', { n: RESOURCE_IMPORT_MAX_ROWS });

describe('zip bombs', () => {
  it('are small files', () => {
    for (const name of ['honest', 'lyingStrings', 'lyingSheet'])
      expect(files[name]?.length, name).toBeLessThan(2 * 2 ** 20);
  });

  it('refuses one whose headers tell what it inflates to, in each language', async () => {
    for (const locale of ['zh-CN', 'en', 'es'] as const) {
      const { answer } = await measured(files.honest as Buffer, locale);
      expect(answer).toMatchObject({
        code: ErrorCode.Invalid,
        msg: inflated(locale),
        data: { field: 'file' },
      });
    }
  });

  it('refuses one that lies about its shared strings, inflating no more than the limit', async () => {
    const { answer, grewMb } = await measured(files.lyingStrings as Buffer);
    expect(answer).toMatchObject({ code: ErrorCode.Invalid, msg: inflated('zh-CN') });
    expect(grewMb).toBeLessThan(BOMB_BYTES / 2 ** 20 / 2);
  });

  it('refuses one that lies about its sheet, as a bomb and not as a row count', async () => {
    const { answer, grewMb } = await measured(files.lyingSheet as Buffer);
    expect(answer).toMatchObject({ code: ErrorCode.Invalid, msg: inflated('zh-CN') });
    expect(grewMb).toBeLessThan(BOMB_BYTES / 2 ** 20 / 2);
  });
});

describe('declared sizes', () => {
  it('refuses a sheet whose one data row is row 10,000,000', async () => {
    const row = '<row r="10000000"><c r="A10000000" t="inlineStr"><is><t>钱秀英</t></is></c></row>';
    const sheet = SHEET_HEAD.replace('<sheetData>', '<dimension ref="A1:XFD10000000"/><sheetData>');
    const file = await workbookZip({ sheet: [Buffer.from(sheet + HEADER + row + SHEET_TAIL)] });
    const { answer } = await measured(file);
    expect(answer).toMatchObject({ code: ErrorCode.Invalid, msg: tooManyRows, data: { field: 'file' } });
  });

  it('refuses ten million rows', async () => {
    const file = await workbookZip({
      sheet: repeated(SHEET_HEAD + HEADER, '<row/>', 10_000_000, SHEET_TAIL),
    });
    const { answer } = await measured(file);
    expect(answer).toMatchObject({ code: ErrorCode.Invalid, msg: tooManyRows });
  });

  it('answers shared strings declaring a hundred million entries without a failure', async () => {
    const strings = `${SST_HEAD} count="100000000" uniqueCount="100000000"><si><t>钱秀英</t></si></sst>`;
    const sheet = `${SHEET_HEAD}${HEADER}<row r="2"><c r="A2" t="s"><v>0</v></c></row>${SHEET_TAIL}`;
    const file = await workbookZip({ sheet: [Buffer.from(sheet)], sharedStrings: [Buffer.from(strings)] });
    const { answer } = await measured(file);
    // The count is not believed: the one string is read, and its row checked like any other.
    expect(answer.code, answer.msg).toBe(0);
  });
});
