import { fieldTypeTraits, localise, type FieldDeclaration } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import ExcelJS from 'exceljs';
import type { ServedResource } from '../schema/catalogue.js';
import { sheetFields } from './excel.js';
import { isWritable, optionsOf } from '../write/input.js';
import type { EnumLabels } from '../query/labels.js';
import { t } from '../../http/messages.js';

/** Options listed in a header's note; a longer list (a dictionary of hundreds) is cut with '…'. */
const NOTE_OPTIONS = 30;

/** The columns an import takes: what an export writes, less what the server derives or sets. */
export const importableFields = (resource: ServedResource): FieldDeclaration[] =>
  sheetFields(resource).filter((f) => isWritable(resource, f));

/** What a header's note tells the person filling the sheet about its column. */
const noteOf = (field: FieldDeclaration, labels: EnumLabels, locale: Locale): string => {
  const lines: string[] = [];
  if (field.required) lines.push(t('templateRequired', locale));
  if (field.type === 'enum') {
    const values = [...(optionsOf(field) ?? [])];
    const shown = values.slice(0, NOTE_OPTIONS).map((v) => labels.label(field, v, locale));
    if (shown.length > 0)
      lines.push(
        t('templateOneOf', locale, { values: shown.join('、') + (values.length > shown.length ? '…' : '') }),
      );
  }
  if (field.type === 'area') lines.push(t('templateArea', locale));
  const { date } = fieldTypeTraits(field.type);
  if (date === 'date') lines.push(t('templateDate', locale));
  if (date === 'datetime') lines.push(t('templateDateTime', locale));
  if (field.multiple) lines.push(t('templateMultiple', locale));
  return lines.join('\n');
};

/**
 * An empty sheet to fill in: one header per importable column in the caller's language (the
 * import takes any language's), required ones in bold, and a note on each saying what it takes.
 * A note rather than a hint row, so the sheet imports as it is once filled.
 */
export const importTemplate = async (
  resource: ServedResource,
  labels: EnumLabels,
  locale: Locale,
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(localise(resource.declaration.title, locale).slice(0, 31));
  const fields = importableFields(resource);
  sheet.columns = fields.map((f) => ({
    header: localise(f.label, locale),
    width: Math.max(12, localise(f.label, locale).length * 2 + 4),
  }));
  fields.forEach((field, index) => {
    const cell = sheet.getRow(1).getCell(index + 1);
    if (field.required) cell.font = { bold: true };
    const note = noteOf(field, labels, locale);
    if (note !== '') cell.note = note;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
