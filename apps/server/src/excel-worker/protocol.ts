import type { ResourceImportResult } from '@eldercare/contract';
import type { ResourceDeclaration } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { MessagePort } from 'node:worker_threads';
import type { ImportRow } from '../resources/write/write-service.js';

/**
 * What the main thread and an Excel worker say to each other. Everything crosses by structured
 * clone, so only data: the worker rebuilds the module from its declaration, and asks the main
 * thread (which holds the dictionaries and the area tree) what the enum and area texts it found
 * stand for.
 */

/** Enum/area field name → the distinct texts its cells hold (multi-valued cells already split). */
export type FieldTexts = Record<string, string[]>;
/** Enum/area field name → text → stored value (texts the main thread did not know are left out). */
export type FieldValues = Record<string, Record<string, string>>;

export interface ImportTask {
  kind: 'import';
  /** Asks `FieldTexts`, is answered `FieldValues`, once. */
  port: MessagePort;
  declaration: ResourceDeclaration;
  data: Uint8Array;
  /** The known area codes (input.ts's check), which the worker has no database to read. */
  areaCodes: string[];
  /** The importer's scope: records outside it are refused row by row. */
  areaCode: string;
  locale: Locale;
  /** The platform's zone (ELDERCARE_TIME_ZONE): times without offset are read on its clock. */
  timeZone: string;
  maxRows: number;
}

export type ImportOutcome =
  | { problem: 'badWorkbook' | 'tooManyRows' }
  | { problem: 'unknownColumn'; column: string }
  | (Pick<ResourceImportResult, 'total' | 'errors'> & {
      valid: ImportRow[];
      /** Field name → its column's header as the sheet has it. */
      headers: Record<string, string>;
    });

export interface ExportTask {
  kind: 'export';
  port: MessagePort;
  sheetName: string;
  headers: string[];
}

/** Main → export worker: a page of rows (cells in column order), the end, or give up. */
export type ToWriter = { type: 'rows'; rows: unknown[][] } | { type: 'end' } | { type: 'abort' };
/** Export worker → main: workbook bytes, a page written, all bytes sent. */
export type FromWriter = { type: 'chunk'; data: Uint8Array } | { type: 'taken' } | { type: 'done' };

export type ExcelTask = ImportTask | ExportTask;
