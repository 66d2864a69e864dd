import { RESOURCE_SERVER_KEYS } from '@eldercare/contract';
import {
  fieldTypeTraits,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '@eldercare/resource-language';
import dayjs, { type Dayjs } from 'dayjs';

/** Server keys that are not form fields (the contract's server-set keys); `version` travels separately. */
const SYSTEM_KEYS: readonly string[] = RESOURCE_SERVER_KEYS;

const DATE_FORMAT = { date: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

function isDateLike(field: FieldDeclaration): boolean {
  return fieldTypeTraits(field.type).date !== false;
}

/** A stored value as the antd input holds it (dates become dayjs). */
export function toFormValue(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (isDateLike(field) && typeof value === 'string') {
    const parsed = dayjs(value);
    return parsed.isValid() ? parsed : undefined;
  }
  if (field.type === 'enum' && !field.multiple) return String(value);
  return value;
}

/** An input's value as the API takes it (dates as text, empties as null). */
export function toWireValue(field: FieldDeclaration, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) {
    const d = value as Dayjs;
    const { date } = fieldTypeTraits(field.type);
    if (date === 'datetime') return d.toISOString();
    return d.format(date === 'month' ? DATE_FORMAT.month : DATE_FORMAT.date);
  }
  return value;
}

/** The fields a user edits: derived ones are shown read-only, hidden ones are the server's. */
export function formFields(resource: ResourceDeclaration): FieldDeclaration[] {
  return resource.fields.filter((f) => f.section !== false);
}

/** The workflow's state is changed only by its steps, never by the form. */
export function isReadOnlyField(resource: ResourceDeclaration, field: FieldDeclaration): boolean {
  return Boolean(field.derivedFrom) || resource.workflow?.field === field.name;
}

export function recordToForm(
  resource: ResourceDeclaration,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of formFields(resource)) out[field.name] = toFormValue(field, record[field.name]);
  return out;
}

/** Wire values of the writable fields (derived and workflow fields are the server's to set). */
export function formToWire(
  resource: ResourceDeclaration,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of formFields(resource)) {
    if (isReadOnlyField(resource, field)) continue;
    if (!(field.name in values)) continue;
    out[field.name] = toWireValue(field, values[field.name]);
  }
  return out;
}

/** Wire values of a stored record, for comparing with the form (drafts store only differences). */
export function recordToWire(
  resource: ResourceDeclaration,
  record: Record<string, unknown>,
): Record<string, unknown> {
  return formToWire(resource, recordToForm(resource, record));
}

/** A draft (wire values) back into form values. */
export function wireToForm(
  resource: ResourceDeclaration,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of formFields(resource)) {
    if (field.name in values) out[field.name] = toFormValue(field, values[field.name]);
  }
  return out;
}

export { SYSTEM_KEYS };
