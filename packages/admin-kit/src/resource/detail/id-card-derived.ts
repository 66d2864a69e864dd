import type { ResourceDeclaration } from '@eldercare/resources';
import { parseIdCard, type IdCardInfo } from '@eldercare/validators';
import dayjs from 'dayjs';

/**
 * ID-card helper (SPEC §5): the form values of the fields derived from ID-number field `source`
 * (birth date as a picker value, age, gender as the dictionary value).
 */
export function derivedPatch(
  resource: ResourceDeclaration,
  source: string,
  info: IdCardInfo,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.derivedFrom?.field !== source) continue;
    const { part } = field.derivedFrom;
    patch[field.name] =
      part === 'birthDate' ? dayjs(info.birthDate) : part === 'age' ? info.age : String(info.gender);
  }
  return patch;
}

/**
 * The derived fields for every ID number already in `values` — a restored draft fills the number
 * without typing, so the fields typing would fill are filled here.
 */
export function derivedFromValues(
  resource: ResourceDeclaration,
  values: Record<string, unknown>,
  today: Date = new Date(),
): Record<string, unknown> {
  let patch: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.type !== 'idCard') continue;
    const value = values[field.name];
    const info = typeof value === 'string' ? parseIdCard(value.toUpperCase(), today) : undefined;
    if (info) patch = { ...patch, ...derivedPatch(resource, field.name, info) };
  }
  return patch;
}
