import { RESOURCE_IMPORT_MAX_ROWS, type ResourceImportResult } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FieldDeclaration } from '@eldercare/resources';
import { sql } from 'kysely';
import { MessageChannel } from 'node:worker_threads';
import type { Session } from '../../auth/session-context.js';
import { runExcelTask } from '../../excel-worker/pool.js';
import { cellOf } from '../../excel-worker/report-cell.js';
import type { FieldTexts, FieldValues, ImportOutcome, ImportTask } from '../../excel-worker/protocol.js';
import { invalid } from '../../http/app-error.js';
import { platformTimeZone } from '../../time-zone.js';
import type { ServedResource } from '../schema/catalogue.js';
import { checkWorkbook, IMPORT_MAX_BYTES, MAX_INFLATED_BYTES } from './excel-guard.js';
import { withExcelJob } from './excel-jobs.js';
import { optionsOf } from '../write/input.js';
import type { EnumLabels } from '../query/labels.js';
import { t } from '../../http/messages.js';
import { titlesOf } from '../query/reference-labels.js';
import type { Db } from '../schema/db.js';
import { uniqueCovered, uniqueFields, uniqueKey, uniqueMessage } from '../write/unique.js';
import { insertMany, type ImportRow } from '../write/write-service.js';
import { refreshStatistics } from '../query/repository.js';

/** What the worker found in enum and area cells, as stored values, read through `labels`. */
const valuesOf = (resource: ServedResource, texts: FieldTexts, labels: EnumLabels): FieldValues => {
  const known: FieldValues = {};
  for (const [name, list] of Object.entries(texts)) {
    const field = resource.byName.get(name);
    if (!field) continue;
    known[name] = Object.fromEntries(list.map((text) => [text, labels.value(field, text)]));
  }
  return known;
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
  // One at a time per user, two per process: a parse holds a whole workbook in memory (in a worker).
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
  if (problem === 'inflatesTooFar')
    throw invalid(t('workbookInflates', locale, { n: MAX_INFLATED_BYTES / 1024 / 1024 }), 'file');
  if (problem === 'tooManyRows')
    throw invalid(t('tooManyRows', locale, { n: RESOURCE_IMPORT_MAX_ROWS }), 'file');
  if (problem === 'notAWorkbook') throw invalid(t('badWorkbook', locale), 'file');
  return data;
};

/** The parse and the row checks run on an Excel worker thread; the insert stays here, one transaction. */
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
  const { port1: port, port2 } = new MessageChannel();
  // The worker asks once what the enum and area texts it found stand for.
  port.once('message', (texts: FieldTexts) => port.postMessage(valuesOf(resource, texts, labels)));
  const task: ImportTask = {
    kind: 'import',
    port: port2,
    declaration: resource.declaration,
    data,
    areaCodes: [...(optionsOf({ type: 'area' } as FieldDeclaration) ?? [])],
    areaCode: session.areaCode,
    locale,
    timeZone: platformTimeZone(),
    maxRows: RESOURCE_IMPORT_MAX_ROWS,
  };
  let outcome: ImportOutcome;
  try {
    outcome = await runExcelTask<ImportOutcome>(task, [port2]);
  } finally {
    port.close();
  }
  if ('problem' in outcome) {
    if (outcome.problem === 'unknownColumn')
      throw invalid(t('unknownColumn', locale, { column: outcome.column }), 'file');
    if (outcome.problem === 'tooManyRows')
      throw invalid(t('tooManyRows', locale, { n: RESOURCE_IMPORT_MAX_ROWS }), 'file');
    throw invalid(t('badWorkbook', locale), 'file');
  }
  const { total } = outcome;
  const { errors, valid } = await withUniqueErrors(db, resource, session, outcome, locale);
  // A row with several problems is one failed row.
  const failed = new Set(errors.map((e) => e.row)).size;
  if (valid.length === 0 || (failed > 0 && !validOnly)) return { total, imported: 0, failed, errors };
  const imported = await insertMany(db, resource, session, valid, locale);
  await refreshStatistics(db, resource);
  return { total, imported, failed, errors };
};

type RowErrors = ResourceImportResult['errors'];

/**
 * Unique values another record already holds, or an earlier row of the sheet, become row errors
 * naming the holder (like any other row error, so `validOnly` imports the rest); insertMany
 * still checks inside its transaction, which settles a writer racing the import.
 */
const withUniqueErrors = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  outcome: { errors: RowErrors; valid: ImportRow[]; headers: Record<string, string> },
  locale: Locale,
): Promise<{ errors: RowErrors; valid: ImportRow[] }> => {
  const fields = uniqueFields(resource);
  if (fields.length === 0 || outcome.valid.length === 0) return outcome;
  const refused = new Map<number, RowErrors[number]>();
  for (const field of fields) {
    const keyOf = (row: ImportRow) => {
      const value = row.values[field.name];
      return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
    };
    const rows = outcome.valid.filter((row) => !refused.has(row.row) && keyOf(row) !== undefined);
    const holders = await holdersOf(
      db,
      resource,
      field.name,
      [...new Set(rows.map(keyOf))] as string[],
      session,
    );
    const titleField = resource.declaration.titleField;
    const firstRow = new Map<string, ImportRow>();
    for (const row of rows) {
      const key = keyOf(row) as string;
      const earlier = firstRow.get(key);
      const holder = holders.get(key);
      if (!holder && !earlier) {
        firstRow.set(key, row);
        continue;
      }
      // A record already saved is named as the form names it; an earlier row by its own title.
      const title = holder ? holder.title : String(earlier?.values[titleField] ?? `#${earlier?.row}`);
      const message = uniqueMessage(field, { id: holder?.id ?? 0, title }, locale);
      refused.set(row.row, {
        row: row.row,
        field: field.name,
        message,
        ...cellOf(outcome.headers, row.values, field.name),
      });
    }
  }
  if (refused.size === 0) return outcome;
  return {
    errors: [...outcome.errors, ...refused.values()].sort((a, b) => a.row - b.row),
    valid: outcome.valid.filter((row) => !refused.has(row.row)),
  };
};

/** The records of the importer's data type holding any of `keys` (lower-cased) in a unique field. */
const holdersOf = async (
  db: Db,
  resource: ServedResource,
  name: string,
  keys: string[],
  session: Session,
): Promise<Map<string, { id: number; title: string | undefined }>> => {
  if (keys.length === 0) return new Map();
  const column = resource.columns.get(name) ?? '';
  const found = new Map<string, number>();
  // In slices: one statement's parameters stay far below the drivers' limits. One index probe per
  // key: PostgreSQL keeps no statistics for the partial unique index's expression, so a plain
  // `in (…1,000 keys…)` was planned as a scan of the whole table (2.7 s a slice at 1 M rows).
  // The unique index holds at most one record per key, so the first found is the holder.
  for (let i = 0; i < keys.length; i += 1000) {
    const slice = keys.slice(i, i + 1000);
    const result = await sql<{ id: string | number; key: string }>`
      select h.id, k.key from unnest(array[${sql.join(slice)}]::text[]) as k(key)
      cross join lateral (
        select id from ${sql.id(resource.table)}
        where data_type = ${session.dataType} and ${uniqueCovered(column)} and ${uniqueKey(column)} = k.key
        limit 1
      ) as h`.execute(db);
    for (const row of result.rows) if (!found.has(row.key)) found.set(row.key, Number(row.id));
  }
  // Read in the importer's scope: a record of another area is not named.
  const titles = await titlesOf(db, resource, session, [...found.values()]);
  return new Map([...found].map(([key, id]) => [key, { id, title: titles.get(id) }]));
};
