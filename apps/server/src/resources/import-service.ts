import { RESOURCE_IMPORT_MAX_ROWS, type ResourceImportResult } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FieldDeclaration } from '@eldercare/resources';
import { MessageChannel } from 'node:worker_threads';
import type { Session } from '../auth/session-context.js';
import { runExcelTask } from '../excel-worker/pool.js';
import type { FieldTexts, FieldValues, ImportOutcome, ImportTask } from '../excel-worker/protocol.js';
import { invalid } from '../http/app-error.js';
import type { ServedResource } from './catalogue.js';
import { checkWorkbook, IMPORT_MAX_BYTES } from './excel-guard.js';
import { withExcelJob } from './excel-jobs.js';
import { optionsOf } from './input.js';
import type { EnumLabels } from './labels.js';
import { rt } from './messages.js';
import type { Db } from './repository.js';
import { insertMany } from './write-service.js';

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
  if (problem === 'tooManyRows')
    throw invalid(rt('tooManyRows', locale, { n: RESOURCE_IMPORT_MAX_ROWS }), 'file');
  if (problem === 'notAWorkbook') throw invalid(rt('badWorkbook', locale), 'file');
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
      throw invalid(rt('unknownColumn', locale, { column: outcome.column }), 'file');
    if (outcome.problem === 'tooManyRows')
      throw invalid(rt('tooManyRows', locale, { n: RESOURCE_IMPORT_MAX_ROWS }), 'file');
    throw invalid(rt('badWorkbook', locale), 'file');
  }
  const { total, errors, valid } = outcome;
  const failed = errors.length;
  if (valid.length === 0 || (failed > 0 && !validOnly)) return { total, imported: 0, failed, errors };
  const imported = await insertMany(db, resource, session, valid);
  return { total, imported, failed, errors };
};
