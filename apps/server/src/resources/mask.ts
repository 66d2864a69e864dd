import type { FieldDeclaration } from '@eldercare/resources';

const stars = (n: number) => '*'.repeat(Math.max(0, n));

/**
 * The masked form of a sensitive value: ID numbers keep the first 4 and last 4 characters
 * (`3417**********1234`), phones the first 3 and last 4 (`138****5678`), anything else its first
 * and last quarter. Short values are fully starred.
 */
export const maskValue = (field: FieldDeclaration, value: unknown): unknown => {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => maskValue(field, v));
  const text = String(value);
  if (text.length <= 4) return stars(text.length);
  if (field.type === 'idCard') return `${text.slice(0, 4)}${stars(text.length - 8)}${text.slice(-4)}`;
  if (['mobile', 'phone', 'landline'].includes(field.type)) {
    return text.length >= 8
      ? `${text.slice(0, 3)}${stars(text.length - 7)}${text.slice(-4)}`
      : stars(text.length);
  }
  const keep = Math.max(1, Math.floor(text.length / 4));
  return `${text.slice(0, keep)}${stars(text.length - 2 * keep)}${text.slice(-keep)}`;
};

export const sensitiveFields = (fields: readonly FieldDeclaration[]): FieldDeclaration[] =>
  fields.filter((f) => f.sensitive);

/** A record with every sensitive field masked. */
export const maskRecord = (
  fields: readonly FieldDeclaration[],
  record: Record<string, unknown>,
): Record<string, unknown> => {
  const out = { ...record };
  for (const field of sensitiveFields(fields)) out[field.name] = maskValue(field, out[field.name]);
  return out;
};
