import { RESOURCE_IMPORT_MAX_ROWS, type ResourceImportResult } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { Session } from '../auth/session-context.js';
import { AppError, invalid } from '../http/app-error.js';
import { areaCodeOf } from './area-scope.js';
import type { ServedResource } from './catalogue.js';
import { readWorkbook, type SheetRows } from './excel.js';
import { checkWorkbook, IMPORT_MAX_BYTES } from './excel-guard.js';
import { withExcelJob } from './excel-jobs.js';
import { prepareValues } from './input.js';
import type { EnumLabels } from './labels.js';
import { rt } from './messages.js';
import type { Db } from './repository.js';
import { insertMany, type ImportRow } from './write-service.js';

/**
 * Enum cells may hold a label in any language, area cells a code, a path or a unique name (what
 * exports write); comma-separated for multi-valued fields.
 */
const enumValues = (resource: ServedResource, values: Record<string, unknown>, labels: EnumLabels) => {
  const out: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const field = resource.byName.get(name);
    if ((field?.type !== 'enum' && field?.type !== 'area') || typeof value !== 'string') continue;
    out[name] = field.multiple
      ? value
          .split(/[,，]/)
          .map((s) => s.trim())
          .filter((s) => s !== '')
          .map((s) => labels.value(field, s))
      : labels.value(field, value.trim());
  }
  return out;
};

/**
 * An .xlsx import: every row is checked like a form submission and reported with its row
 * number; with any error nothing is imported unless `validOnly`, then the valid rows are.
 */
export const importWorkbook = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  file: string,
  validOnly: boolean,
  labels: EnumLabels,
  locale: Locale,
): Promise<ResourceImportResult> => {
  // One at a time per user, two per process: a parse holds a whole workbook in memory.
  return withExcelJob(session.userId, locale, () =>
    importChecked(db, resource, session, file, validOnly, labels, locale),
  );
};

const TOO_LARGE = {
  'zh-CN': `Excel文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`,
  en: `The Excel file may be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  es: `El archivo Excel puede tener como máximo ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
} as const;

/** Size and row count checked on the zip itself, before exceljs parses anything. */
const checkedBytes = async (file: string, locale: Locale): Promise<Buffer> => {
  // base64 is 4 characters per 3 bytes: refuse before decoding a too-large upload.
  if (Math.floor((file.length * 3) / 4) > IMPORT_MAX_BYTES + 3) throw invalid(TOO_LARGE[locale], 'file');
  const data = Buffer.from(file, 'base64');
  // The header row is allowed on top of the data rows.
  const problem = await checkWorkbook(data, RESOURCE_IMPORT_MAX_ROWS + 1);
  if (problem === 'tooLarge') throw invalid(TOO_LARGE[locale], 'file');
  if (problem === 'tooManyRows')
    throw invalid(rt('tooManyRows', locale, { n: RESOURCE_IMPORT_MAX_ROWS }), 'file');
  if (problem === 'notAWorkbook') throw invalid(rt('badWorkbook', locale), 'file');
  return data;
};

const importChecked = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  file: string,
  validOnly: boolean,
  labels: EnumLabels,
  locale: Locale,
): Promise<ResourceImportResult> => {
  const data = await checkedBytes(file, locale);
  let sheet: SheetRows;
  try {
    sheet = await readWorkbook(resource, data);
  } catch {
    throw invalid(rt('badWorkbook', locale), 'file');
  }
  const [unknown] = sheet.unknownColumns;
  if (unknown !== undefined) throw invalid(rt('unknownColumn', locale, { column: unknown }), 'file');
  if (sheet.rows.length > RESOURCE_IMPORT_MAX_ROWS) {
    throw invalid(rt('tooManyRows', locale, { n: RESOURCE_IMPORT_MAX_ROWS }), 'file');
  }
  const errors: ResourceImportResult['errors'] = [];
  const valid: ImportRow[] = [];
  for (const { row, values } of sheet.rows) {
    const prepared = prepareValues(resource, enumValues(resource, values, labels), locale, undefined);
    if ('problem' in prepared) {
      errors.push({ row, ...prepared.problem });
      continue;
    }
    try {
      valid.push({
        row,
        values: prepared.values,
        areaCode: areaCodeOf(resource, prepared.values, session, locale),
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ row, field: error.field ?? '', message: error.literal ?? '' });
    }
  }
  const total = sheet.rows.length;
  const failed = errors.length;
  if (valid.length === 0 || (failed > 0 && !validOnly)) return { total, imported: 0, failed, errors };
  const imported = await insertMany(db, resource, session, valid);
  return { total, imported, failed, errors };
};
