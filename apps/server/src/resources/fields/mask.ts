import { maskFieldText } from '@eldercare/contract';
import type { FieldDeclaration } from '@eldercare/resources';

/** The masked form of a sensitive value, in the contract's one format (see `maskFieldText`). */
export const maskValue = (field: FieldDeclaration, value: unknown): unknown => {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => maskValue(field, v));
  return maskFieldText(field.type, String(value));
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
