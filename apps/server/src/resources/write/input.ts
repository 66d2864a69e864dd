import { RESOURCE_SERVER_KEYS } from '@eldercare/contract';
import { DICTIONARIES, localise, validateRecord, type FieldDeclaration } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import { t } from '../../http/messages.js';
import { invalid } from '../../http/app-error.js';
import type { ServedResource } from '../schema/catalogue.js';
import { deriveFields } from '../fields/derive.js';
import { maskValue } from '../fields/mask.js';
import { coerceInput, type OptionLookup } from '../fields/values.js';

/** Keys a client may send back from a read (they are the server's to set, so they are ignored). */
const SYSTEM_KEYS: ReadonlySet<string> = new Set(RESOURCE_SERVER_KEYS);

let dictionaryOptions: Map<string, ReadonlySet<string>> | undefined;
let knownAreaCodes: ReadonlySet<string> | undefined;

/**
 * The codes of the `area` table, which area fields must name. Areas change only with a release
 * (no endpoint edits them), so the server reads them once at start. An empty table leaves area
 * fields unchecked rather than refusing every value (a database started without the seed).
 */
export const rememberAreaCodes = (codes: readonly string[]): void => {
  knownAreaCodes = codes.length > 0 ? new Set(codes) : undefined;
};

/** Allowed values: an enum's fixed options or dictionary entries; an area field's known codes. */
export const optionsOf: OptionLookup = (field) => {
  if (field.type === 'area') return knownAreaCodes;
  if (field.options) return new Set(field.options.map((o) => o.value));
  if (!field.dict) return undefined;
  dictionaryOptions ??= new Map(DICTIONARIES.map((d) => [d.type, new Set(d.entries.map((e) => e.value))]));
  return dictionaryOptions.get(field.dict);
};

/** Fields a client writes: not derived from another, not hidden, not a workflow's state. */
export const isWritable = (resource: ServedResource, field: FieldDeclaration): boolean =>
  !field.derivedFrom && field.section !== false && resource.declaration.workflow?.field !== field.name;

export interface FieldProblem {
  field: string;
  message: string;
}

/** A value as the field stores it, or the problem with it (unknown field, wrong type or option). */
const coerceProblem = (
  field: FieldDeclaration,
  raw: unknown,
  locale: Locale,
): { value: unknown } | { problem: FieldProblem } => {
  const result = coerceInput(field, raw, optionsOf);
  if (!('error' in result)) return { value: result.value };
  const label = localise(field.label, locale);
  const message =
    result.error === 'file'
      ? t('badEntry', locale, { label })
      : t(result.error === 'type' ? 'badType' : 'badOption', locale, { label });
  return { problem: { field: field.name, message } };
};

/**
 * The stored values of a request body, or every problem found: unknown fields, wrong types or
 * options, then the declaration's rules over the whole record for the fields that were readable
 * (`base` = the stored record on edits). Derived fields are recomputed from the merged record.
 */
export const prepareValuesReport = (
  resource: ServedResource,
  body: Record<string, unknown>,
  locale: Locale,
  base: Record<string, unknown> | undefined,
): { values: Record<string, unknown> } | { problems: FieldProblem[] } => {
  const values: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const [key, raw] of Object.entries(body)) {
    if (SYSTEM_KEYS.has(key)) continue;
    const field = resource.byName.get(key);
    if (!field) {
      problems.push({ field: key, message: t('unknownRecordField', locale, { field: key }) });
      continue;
    }
    if (!isWritable(resource, field)) continue;
    const stored = base?.[key];
    // An edit form sends masked values back untouched: keep what is stored.
    if (field.sensitive && typeof raw === 'string' && raw.includes('*') && raw === maskValue(field, stored))
      continue;
    const result = coerceProblem(field, raw, locale);
    if ('problem' in result) problems.push(result.problem);
    else values[key] = result.value;
  }
  const merged = { ...(base ?? {}), ...values };
  const errors = validateRecord(resource.declaration, merged, locale);
  const unreadable = new Set(problems.map((p) => p.field));
  for (const f of resource.fields) {
    const message = errors[f.name];
    if (message !== undefined && !unreadable.has(f.name)) problems.push({ field: f.name, message });
  }
  if (problems.length > 0) return { problems };
  const derived = deriveFields(resource.fields, merged);
  const workflow = resource.declaration.workflow;
  if (!base && workflow && resource.byName.has(workflow.field)) values[workflow.field] = workflow.initial;
  return { values: { ...values, ...derived } };
};

/** As `prepareValuesReport`, answering only the first problem (a form's save names one field). */
export const prepareValues = (
  resource: ServedResource,
  body: Record<string, unknown>,
  locale: Locale,
  base: Record<string, unknown> | undefined,
): { values: Record<string, unknown> } | { problem: FieldProblem } => {
  const result = prepareValuesReport(resource, body, locale, base);
  if ('values' in result) return result;
  return { problem: result.problems[0] as FieldProblem };
};

/** Throws the first problem as a code -1 refusal naming the field. */
export const prepareOrThrow = (
  resource: ServedResource,
  body: Record<string, unknown>,
  locale: Locale,
  base?: Record<string, unknown>,
): Record<string, unknown> => {
  const result = prepareValues(resource, body, locale, base);
  if ('problem' in result) throw invalid(result.problem.message, result.problem.field);
  return result.values;
};
