import type { ResourceDeclaration } from '@eldercare/resource-language';
import { parseIdCard, validate, type IdCardInfo } from '@eldercare/validators';
import dayjs from 'dayjs';

/** What an ID number says, when the idCard rule accepts it (check character, real past date). */
function readableId(value: unknown, today: Date): IdCardInfo | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const id = value.toUpperCase();
  return validate('idCard', id) === undefined ? parseIdCard(id, today) : undefined;
}

/**
 * ID-card helper (SPEC §5): the form values of the fields derived from ID-number field `source`
 * (birth date as a picker value, age, gender as the dictionary value); all emptied without `info`,
 * so a number being corrected never shows the previous number's birth date.
 */
export function derivedPatch(
  resource: ResourceDeclaration,
  source: string,
  info: IdCardInfo | undefined,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.derivedFrom?.field !== source) continue;
    const { part } = field.derivedFrom;
    patch[field.name] = !info
      ? undefined
      : part === 'birthDate'
        ? dayjs(info.birthDate)
        : part === 'age'
          ? info.age
          : String(info.gender);
  }
  return patch;
}

/** The derived fields of the ID numbers in `values`; `clearUnreadable` empties an invalid one's. */
function idCardPatch(
  resource: ResourceDeclaration,
  values: Record<string, unknown>,
  today: Date,
  clearUnreadable: boolean,
): Record<string, unknown> {
  let patch: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.type !== 'idCard' || !(field.name in values)) continue;
    const info = readableId(values[field.name], today);
    if (info || clearUnreadable) patch = { ...patch, ...derivedPatch(resource, field.name, info) };
  }
  return patch;
}

/** The derived fields of the ID numbers among `changed` (the fields the user just edited). */
export const derivedFromChange = (
  resource: ResourceDeclaration,
  changed: Record<string, unknown>,
  today: Date = new Date(),
): Record<string, unknown> => idCardPatch(resource, changed, today, true);

/**
 * The derived fields for every ID number already in `values` — a restored draft fills the number
 * without typing, so the fields typing would fill are filled here.
 */
export const derivedFromValues = (
  resource: ResourceDeclaration,
  values: Record<string, unknown>,
  today: Date = new Date(),
): Record<string, unknown> => idCardPatch(resource, values, today, false);
