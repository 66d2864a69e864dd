import { filterFields, rangeNames, type FieldDeclaration, type FilterMode } from '@eldercare/resources';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ServedResource } from './catalogue.js';
import { storageOf } from './columns.js';
import { parseScalar } from './values.js';

/** The declared filters per field (a field may be offered more than once). */
export const filterModes = (resource: ServedResource): Map<FieldDeclaration, Set<FilterMode>> => {
  const map = new Map<FieldDeclaration, Set<FilterMode>>();
  for (const filter of filterFields(resource.declaration)) {
    const set = map.get(filter.field) ?? new Set<FilterMode>();
    set.add(filter.mode);
    map.set(filter.field, set);
  }
  return map;
};

/** Query keys the list understands besides the declared filters. */
export const LIST_KEYS = new Set(['current', 'size', 'sortField', 'sortOrder', 'areaCode']);

type QueryValue = string | string[] | number | undefined;

const values = (raw: QueryValue): string[] =>
  (Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)])
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** `%`, `_` and `\` match literally inside a contains-filter. */
const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export class FilterError extends Error {
  constructor(readonly field: string) {
    super(`bad filter ${field}`);
  }
}

/**
 * The WHERE conditions of a list query from the declaration's filters: `eq` (areas match their
 * subtree, multi-valued fields match any listed value), `like` (contains, case-insensitive) and
 * `range` (`<name>Start` / `<name>End`, inclusive). Empty values are ignored, as a cleared filter
 * bar sends them; unknown keys throw.
 */
export const filterConditions = (
  resource: ServedResource,
  query: Record<string, unknown>,
): RawBuilder<SqlBool>[] => {
  const accepted = new Map<string, { field: FieldDeclaration; mode: FilterMode; end?: 'start' | 'end' }>();
  for (const [field, modes] of filterModes(resource)) {
    for (const mode of modes) {
      if (mode === 'range') {
        const [start, end] = rangeNames(field.name);
        accepted.set(start, { field, mode, end: 'start' });
        accepted.set(end, { field, mode, end: 'end' });
      } else {
        accepted.set(field.name, { field, mode });
      }
    }
  }
  const conditions: RawBuilder<SqlBool>[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (LIST_KEYS.has(key)) continue;
    const filter = accepted.get(key);
    if (!filter) throw new FilterError(key);
    const given = values(raw as QueryValue);
    if (given.length === 0) continue;
    const column = sql.ref(resource.columns.get(filter.field.name) ?? '');
    const kind = storageOf(filter.field);
    const parsed: unknown[] =
      filter.mode === 'like'
        ? given
        : given.map((v) => {
            const value = parseScalar(filter.field, v);
            if (value === undefined) throw new FilterError(key);
            return value;
          });
    if (filter.mode === 'like') {
      const first = given[0] ?? '';
      conditions.push(
        kind !== 'text'
          ? sql<SqlBool>`${column}::text ilike ${`%${escapeLike(first)}%`}`
          : sql<SqlBool>`${column} ilike ${`%${escapeLike(first)}%`}`,
      );
    } else if (filter.mode === 'range') {
      const bound = parsed[0];
      conditions.push(
        filter.end === 'start' ? sql<SqlBool>`${column} >= ${bound}` : sql<SqlBool>`${column} <= ${bound}`,
      );
    } else if (kind === 'json') {
      const any = parsed.map((v) => sql<SqlBool>`${column} @> ${JSON.stringify([v])}::jsonb`);
      conditions.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
    } else if (filter.field.type === 'area') {
      const any = given.map((v) => sql<SqlBool>`${column} like ${`${escapeLike(v)}%`}`);
      conditions.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
    } else {
      conditions.push(sql<SqlBool>`${column} in (${sql.join(parsed)})`);
    }
  }
  return conditions;
};
