import type { ResourceImportResult } from '@eldercare/contract';
import { once } from 'node:events';
import { AppError } from '../http/app-error.js';
import { areaCodeOf } from '../resources/query/area-scope.js';
import { buildCatalogue, type ServedResource } from '../resources/schema/catalogue.js';
import { prepareValuesReport, rememberAreaCodes } from '../resources/write/input.js';
import type { ImportRow } from '../resources/write/write-service.js';
import { usePlatformTimeZone } from '../time-zone.js';
import type { FieldTexts, FieldValues, ImportOutcome, ImportTask } from './protocol.js';
import { readWorkbook, type SheetRows } from './read-sheet.js';
import { cellOf } from './report-cell.js';

/** Enum cells may hold a label in any language, area cells a code, a path or a unique name. */
const isLabelled = (resource: ServedResource, name: string) => {
  const type = resource.byName.get(name)?.type;
  return type === 'enum' || type === 'area';
};

const splitCell = (resource: ServedResource, name: string, text: string): string[] =>
  resource.byName.get(name)?.multiple
    ? text
        .split(/[,，]/)
        .map((s) => s.trim())
        .filter((s) => s !== '')
    : [text.trim()];

/** A row's enum and area cells, each as its texts (a multi-valued cell split into its parts). */
function* labelledCells(resource: ServedResource, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && isLabelled(resource, name))
      yield [name, splitCell(resource, name, value)] as const;
  }
}

/** The distinct texts of the sheet's enum and area cells, for the main thread to translate. */
const textsOf = (resource: ServedResource, rows: SheetRows['rows']): FieldTexts => {
  const texts = new Map<string, Set<string>>();
  for (const { values } of rows) {
    for (const [name, parts] of labelledCells(resource, values)) {
      const set = texts.get(name) ?? new Set<string>();
      for (const text of parts) set.add(text);
      texts.set(name, set);
    }
  }
  return Object.fromEntries([...texts].map(([name, set]) => [name, [...set]]));
};

/** A row's enum and area texts as stored values (a text nobody knew stays, and fails validation). */
const withValues = (resource: ServedResource, values: Record<string, unknown>, known: FieldValues) => {
  const out: Record<string, unknown> = { ...values };
  for (const [name, texts] of labelledCells(resource, values)) {
    const parts = texts.map((text) => known[name]?.[text] ?? text);
    out[name] = resource.byName.get(name)?.multiple ? parts : parts[0];
  }
  return out;
};

/**
 * The worker's half of an import: parse the workbook and check every row like a form submission
 * (the shared validators), answering each problem with its row number. The main thread inserts
 * the valid rows in one transaction.
 */
export const importRows = async (task: ImportTask): Promise<ImportOutcome> => {
  const { port, locale } = task;
  try {
    const resource = buildCatalogue([task.declaration]).served[0];
    if (!resource) return { problem: 'badWorkbook' };
    rememberAreaCodes(task.areaCodes);
    // A thread has its own module state: the zone set at start lives on the main thread only.
    usePlatformTimeZone(task.timeZone);
    let sheet: SheetRows;
    try {
      sheet = await readWorkbook(resource, task.data);
    } catch {
      return { problem: 'badWorkbook' };
    }
    const [unknown] = sheet.unknownColumns;
    if (unknown !== undefined) return { problem: 'unknownColumn', column: unknown };
    if (sheet.rows.length > task.maxRows) return { problem: 'tooManyRows' };
    const answer = once(port, 'message') as Promise<[FieldValues]>;
    port.postMessage(textsOf(resource, sheet.rows));
    const [known] = await answer;
    const errors: ResourceImportResult['errors'] = [];
    const valid: ImportRow[] = [];
    for (const { row, values } of sheet.rows) {
      // Every problem of the row, each with the column as the sheet names it and the typed value.
      const report = (problem: { field: string; message: string }) =>
        errors.push({ row, ...problem, ...cellOf(sheet.headers, values, problem.field) });
      const prepared = prepareValuesReport(resource, withValues(resource, values, known), locale, undefined);
      if ('problems' in prepared) {
        prepared.problems.forEach(report);
        continue;
      }
      try {
        valid.push({
          row,
          values: prepared.values,
          areaCode: areaCodeOf(resource, prepared.values, { areaCode: task.areaCode }, locale),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        report({ field: error.field ?? '', message: error.literal ?? '' });
      }
    }
    return { total: sheet.rows.length, errors, valid, headers: sheet.headers };
  } finally {
    port.close();
  }
};
