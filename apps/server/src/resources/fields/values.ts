import { parseId } from '@eldercare/contract';
import { fieldTypeTraits, normaliseFieldInput, type FieldDeclaration } from '@eldercare/resources';
import { INTEGER_CAP } from '@eldercare/validators';
import { parseFileEntry } from '../../files/entries.js';
import { parseZonedDateTime } from '../../time-zone.js';
import { storageOf } from '../schema/columns.js';

const isRealDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const dateText = (value: unknown): string | undefined => {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const head = value.trim().slice(0, 10);
  return isRealDate(head) ? head : undefined;
};

const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  是: true,
  否: false,
  yes: true,
  no: false,
  sí: true,
  si: true,
};

// An own entry only: `__proto__` or `constructor` would otherwise read Object.prototype's.
const booleanOf = (text: string): boolean | undefined =>
  Object.hasOwn(BOOLEANS, text) ? BOOLEANS[text] : undefined;

const isFileField = (field: FieldDeclaration) => fieldTypeTraits(field.type).files;

const textOf = (field: FieldDeclaration, value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (fieldTypeTraits(field.type).date === 'month')
    return /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : undefined;
  return text;
};

/**
 * One value of a field in its stored form, from JSON, a query string or a spreadsheet cell;
 * `undefined` when it cannot be that type. Multi-valued fields call this per element.
 */
export const parseScalar = (field: FieldDeclaration, value: unknown): unknown => {
  if (isFileField(field)) return parseFileEntry(value);
  const { parse } = fieldTypeTraits(field.type);
  if (parse) return parse(value);
  const kind = storageOf({ ...field, multiple: false });
  switch (kind) {
    case 'date':
      return dateText(value);
    case 'timestamp': {
      // A time without offset (a form, a spreadsheet cell, a filter) is the platform's wall clock.
      const date =
        value instanceof Date ? value : typeof value === 'string' ? parseZonedDateTime(value) : undefined;
      return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
    }
    case 'integer': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
      return Number.isInteger(n) && Math.abs(n) <= INTEGER_CAP ? n : undefined;
    }
    case 'bigint': {
      // A reference: a record id, read as every id is (digits only, so `0x1` or `1e0` are none).
      const n = typeof value === 'number' ? value : typeof value === 'string' ? parseId(value.trim()) : null;
      return n !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
    }
    case 'numeric':
    case 'money': {
      const text = typeof value === 'string' ? value.trim() : value;
      const n =
        typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : NaN;
      if (!Number.isFinite(n)) return undefined;
      return kind === 'money' ? Math.round(n * 100) / 100 : n;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return typeof value === 'string' || typeof value === 'number'
        ? booleanOf(String(value).trim().toLowerCase())
        : undefined;
    // Only file fields store single values as JSON, and they are read above.
    case 'text':
    case 'json':
      return textOf(field, value);
  }
};

export const isEmptyInput = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The allowed values of an enum or area field, when they are known. */
export type OptionLookup = (field: FieldDeclaration) => ReadonlySet<string> | undefined;

/**
 * A request value in its stored form: `{ value }` (null for empty), or `{ error }` naming what
 * is wrong (`type` = not this type, `option` = not one of the field's options, `file` = not a
 * file-store reference or https link).
 */
export const coerceInput = (
  field: FieldDeclaration,
  given: unknown,
  options: OptionLookup,
): { value: unknown } | { error: 'type' | 'option' | 'file' } => {
  // Pasted spaces in ID and phone numbers are dropped, as the form drops them.
  const raw = normaliseFieldInput(field, given);
  if (isEmptyInput(raw)) return { value: null };
  const isList = storageOf(field) === 'json';
  const elements = isList
    ? Array.isArray(raw)
      ? raw
      : typeof raw === 'string' && field.multiple
        ? raw
            .split(/[,，]/)
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : [raw]
    : [raw];
  const parsed: unknown[] = [];
  for (const element of elements) {
    const value = parseScalar(field, element);
    // A file that is neither in the file store nor an https link (e.g. an embedded data: URL).
    if (value === undefined) return { error: isFileField(field) ? 'file' : 'type' };
    if (field.type === 'enum' || field.type === 'area') {
      const allowed = options(field);
      if (allowed && !allowed.has(String(value))) return { error: 'option' };
    }
    parsed.push(value);
  }
  if (isList) return { value: parsed };
  const single = parsed[0];
  return { value: typeof single === 'string' && single === '' ? null : single };
};

/** A stored value as the API carries it (drivers answer numerics and bigints as text). */
export const toApiValue = (field: FieldDeclaration | undefined, value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  const kind = field ? storageOf(field) : 'text';
  if ((kind === 'numeric' || kind === 'money' || kind === 'bigint') && typeof value === 'string')
    return Number(value);
  if (kind === 'json' && typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
};
