import { localise, type FieldDeclaration } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { ServedResource } from './catalogue.js';
import type { EnumLabels } from './labels.js';

/** Fields a spreadsheet carries: everything but attachments and rich text. */
export const sheetFields = (resource: ServedResource): FieldDeclaration[] =>
  resource.fields.filter((f) => !['image', 'file', 'richText'].includes(f.type));

const cellText = (
  field: FieldDeclaration,
  value: unknown,
  labels: EnumLabels,
  locale: Locale,
): string | number | boolean | null => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => cellText(field, v, labels, locale)).join(',');
  if (field.type === 'enum' || field.type === 'area') return labels.label(field, String(value), locale);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
};

/** Rows an export reads and writes at a time: memory stays at one page, whatever the total. */
export const EXPORT_PAGE_ROWS = 1_000;

/**
 * The records as one sheet, written while they are read (exceljs's streaming writer): each page
 * of `EXPORT_PAGE_ROWS` is written, then the event loop gets a turn before the next is read, so
 * other requests are answered during a 50,000-row export (issue #15: 19 s, 2.1 GB, /health
 * blocked 16 s). `readPage(offset)` answers the next page, empty at the end. `onEnd` runs once,
 * however the stream ends (finished, failed, or abandoned by the client).
 */
export const streamWorkbook = (
  resource: ServedResource,
  readPage: (offset: number) => Promise<Record<string, unknown>[]>,
  labels: EnumLabels,
  locale: Locale,
  onEnd: () => void,
): PassThrough => {
  const out = new PassThrough();
  out.once('close', onEnd);
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(localise(resource.declaration.title, locale).slice(0, 31));
    const fields = sheetFields(resource);
    sheet.columns = fields.map((f) => ({ header: localise(f.label, locale), key: f.name, width: 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (let offset = 0; !out.destroyed;) {
      const records = await readPage(offset);
      if (records.length === 0) break;
      for (const record of records) {
        sheet
          .addRow(
            Object.fromEntries(fields.map((f) => [f.name, cellText(f, record[f.name], labels, locale)])),
          )
          .commit();
      }
      offset += records.length;
      // A slow reader: wait until the bytes already written are taken before writing more.
      if (out.writableNeedDrain)
        await new Promise((resolve) => {
          out.once('drain', resolve);
          out.once('close', resolve);
        });
      await setImmediate();
    }
    if (out.destroyed) return;
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
};

/** A cell as a plain value (rich text, hyperlinks and formulas reduced to what they show). */
const plain = (value: ExcelJS.CellValue): unknown => {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return value.result;
  return undefined;
};

export interface SheetRows {
  /** Column headers that match no field. */
  unknownColumns: string[];
  rows: { row: number; values: Record<string, unknown> }[];
}

/** Rows of the first sheet keyed by field name; headers may be any language's label or the name. */
export const readWorkbook = async (resource: ServedResource, data: Buffer): Promise<SheetRows> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { unknownColumns: [], rows: [] };
  const byHeader = new Map<string, FieldDeclaration>();
  for (const f of resource.fields) {
    for (const text of [f.name, f.label['zh-CN'], f.label.en, f.label.es]) byHeader.set(text.trim(), f);
  }
  const columns = new Map<number, FieldDeclaration>();
  const unknownColumns: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const header = String(plain(cell.value) ?? '').trim();
    if (header === '') return;
    const field = byHeader.get(header);
    if (field) columns.set(col, field);
    else unknownColumns.push(header);
  });
  const rows: SheetRows['rows'] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: Record<string, unknown> = {};
    let any = false;
    for (const [col, field] of columns) {
      const value = plain(row.getCell(col).value);
      if (value === undefined || value === '') continue;
      values[field.name] = value;
      any = true;
    }
    if (any) rows.push({ row: number, values });
  });
  return { unknownColumns, rows };
};
