import type { FieldDeclaration } from '@eldercare/resources';
import { parseIdCard } from '@eldercare/validators';

/**
 * Values of fields derived from an ID number (birth date, gender, age), computed on the server
 * whatever the client sent. Gender uses the `sys_user_sex` values ('0' male, '1' female). Age is
 * the age on the day the record is written.
 */
export const deriveFields = (
  fields: readonly FieldDeclaration[],
  record: Record<string, unknown>,
  today: Date = new Date(),
): Record<string, unknown> => {
  const derived: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field.derivedFrom) continue;
    const source = record[field.derivedFrom.field];
    const info = typeof source === 'string' ? parseIdCard(source, today) : undefined;
    if (!info) {
      derived[field.name] = null;
      continue;
    }
    const part = field.derivedFrom.part;
    derived[field.name] =
      part === 'birthDate' ? info.birthDate : part === 'age' ? info.age : String(info.gender);
  }
  return derived;
};
