import type { FieldDeclaration } from '@eldercare/resources';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
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

const fieldsByHeader = (resource: ServedResource): Map<string, FieldDeclaration> => {
  const byHeader = new Map<string, FieldDeclaration>();
  for (const f of resource.fields) {
    for (const text of [f.name, f.label['zh-CN'], f.label.en, f.label.es]) byHeader.set(text.trim(), f);
  }
  return byHeader;
};

type Row = {
  number: number;
  getCell: (col: number) => { value: ExcelJS.CellValue };
  eachCell: ExcelJS.Row['eachCell'];
};

/** The sheet's first row: which column holds which field, and headers that match none. */
const readHeader = (
  resource: ServedResource,
  row: Row,
  sheet: SheetRows,
  columns: Map<number, FieldDeclaration>,
) => {
  const byHeader = fieldsByHeader(resource);
  row.eachCell((cell, col) => {
    const header = String(plain(cell.value) ?? '').trim();
    if (header === '') return;
    const field = byHeader.get(header);
    if (field) {
      columns.set(col, field);
      sheet.headers[field.name] = header;
    } else sheet.unknownColumns.push(header);
  });
};

/**
 * Rows of the first sheet keyed by field name; headers may be any language's label or the name.
 * Read as a stream, row by row: loading the whole workbook built exceljs's object per cell for
 * every row first (100,000 rows × 4 columns: 191 MB of heap and 6.5 s, streamed 30 MB and 2.7 s).
 */
export const readWorkbook = async (resource: ServedResource, data: Uint8Array): Promise<SheetRows> => {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(data)]), {
    entries: 'emit',
    sharedStrings: 'cache',
    // Styles tell dates from numbers; a hyperlink's cell is read for the text it shows.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    const sheet: SheetRows = { unknownColumns: [], headers: {}, rows: [] };
    const columns = new Map<number, FieldDeclaration>();
    for await (const row of worksheet as AsyncIterable<Row>) {
      if (row.number === 1) {
        readHeader(resource, row, sheet, columns);
        continue;
      }
      const values: Record<string, unknown> = {};
      let any = false;
      for (const [col, field] of columns) {
        const value = plain(row.getCell(col).value);
        if (value === undefined || value === '') continue;
        values[field.name] = value;
        any = true;
      }
      if (any) sheet.rows.push({ row: row.number, values });
    }
    return sheet;
  }
  // A zip without a worksheet (a renamed archive, a document of another kind) is no workbook.
  throw new Error('no worksheet');
};
