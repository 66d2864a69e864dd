import { localise, type FieldDeclaration } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import ExcelJS from 'exceljs';
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

/** The records as one sheet, headed by the fields' labels in the caller's language. */
export const buildWorkbook = async (
  resource: ServedResource,
  records: Record<string, unknown>[],
  labels: EnumLabels,
  locale: Locale,
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(localise(resource.declaration.title, locale).slice(0, 31));
  const fields = sheetFields(resource);
  sheet.columns = fields.map((f) => ({ header: localise(f.label, locale), key: f.name, width: 18 }));
  for (const record of records) {
    sheet.addRow(
      Object.fromEntries(fields.map((f) => [f.name, cellText(f, record[f.name], labels, locale)])),
    );
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
