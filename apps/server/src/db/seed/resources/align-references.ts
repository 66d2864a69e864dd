import type { ServedResource } from '../../../resources/schema/catalogue.js';
import type { NewRow } from '../../../resources/query/repository.js';

/** Where a seeded record lives: who can see it is decided by these two (repository `scopeOf`). */
export interface SeededRef {
  id: number;
  areaCode: string;
  dataType: string;
}

/** The street part of an area code (province 2 + city 2 + district 2 + street 3). */
const STREET_DIGITS = 9;

/**
 * Points each reference of a demo row at a record its viewers can see: same data type, and the
 * same street where one exists. Random picks otherwise link a formal record to a test one,
 * which every list then shows as a bare id. Deterministic (by the picked id), so seeds repeat.
 */
export const alignReferences = (
  resource: ServedResource,
  row: NewRow,
  seeded: (module: string) => readonly SeededRef[],
): NewRow => {
  for (const field of resource.fields) {
    const module = field.type === 'reference' ? field.reference?.module : undefined;
    const value = row.values[field.name];
    if (!module || value === null || value === undefined) continue;
    const sameType = seeded(module).filter((ref) => ref.dataType === row.dataType);
    const street = row.areaCode.slice(0, STREET_DIGITS);
    const sameStreet = sameType.filter((ref) => ref.areaCode.startsWith(street));
    const pool = sameStreet.length > 0 ? sameStreet : sameType;
    if (pool.length === 0) continue;
    const align = (id: unknown) => {
      const n = Number(id);
      return pool.some((ref) => ref.id === n) ? n : (pool[Math.abs(n) % pool.length] as SeededRef).id;
    };
    row.values[field.name] = Array.isArray(value) ? [...new Set(value.map(align))] : align(value);
  }
  return row;
};
