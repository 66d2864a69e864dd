import type { FieldDeclaration } from '@eldercare/resources';
import ExcelJS from 'exceljs';
import type { ServedResource } from '../resources/schema/catalogue.js';

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
  /** Field name → its column's header as the sheet has it (for the report). */
  headers: Record<string, string>;
  rows: { row: number; values: Record<string, unknown> }[];
}

/**
 * Rows of the first sheet keyed by field name; headers may be any language's label or the name.
 * Loaded whole, not streamed: exceljs 4.4's streaming reader decodes each inflated chunk to text on
 * its own, so a character split across two chunks is garbled (12 names in a 100,000-row sheet).
 */
export const readWorkbook = async (resource: ServedResource, data: Uint8Array): Promise<SheetRows> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  // A zip without a worksheet (a renamed archive, a document of another kind) is no workbook.
  if (!sheet) throw new Error('no worksheet');
  const byHeader = new Map<string, FieldDeclaration>();
  for (const f of resource.fields) {
    for (const text of [f.name, f.label['zh-CN'], f.label.en, f.label.es]) byHeader.set(text.trim(), f);
  }
  const columns = new Map<number, FieldDeclaration>();
  const unknownColumns: string[] = [];
  const headers: Record<string, string> = {};
  sheet.getRow(1).eachCell((cell, col) => {
    const header = String(plain(cell.value) ?? '').trim();
    if (header === '') return;
    const field = byHeader.get(header);
    if (field) {
      columns.set(col, field);
      headers[field.name] = header;
    } else unknownColumns.push(header);
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
  return { unknownColumns, headers, rows };
};
