import { filterFields, rangeNames, type FieldDeclaration, type FilterMode } from '@eldercare/resources';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ServedResource } from '../schema/catalogue.js';
import { ageSourceColumn, ageSql, storageOf } from '../schema/columns.js';
import { bornBy, localToday } from '../fields/derive.js';
import { gramsColumnOf, gramsCondition } from '../schema/grams.js';
import { parseScalar } from '../fields/values.js';
import { isBareDate, zonedDayBounds } from '../../time-zone.js';

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
export const LIST_KEYS = new Set(['current', 'size', 'sortField', 'sortOrder', 'areaCode', 'ids']);

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
 * An age filter as a condition on the birth date it is computed from, so an index on the birth
 * date serves it: at least A ⇔ born by today − A years; at most B ⇔ born after today − (B+1) years.
 */
const ageCondition = (
  birth: string,
  mode: FilterMode,
  end: 'start' | 'end' | undefined,
  ages: number[],
  today: string,
): RawBuilder<SqlBool> => {
  const column = sql.ref(birth);
  const atLeast = (n: number) => sql<SqlBool>`${column} <= ${bornBy(today, n)}::date`;
  const atMost = (n: number) => sql<SqlBool>`${column} > ${bornBy(today, n + 1)}::date`;
  const first = ages[0] ?? 0;
  if (mode === 'range') return end === 'start' ? atLeast(first) : atMost(first);
  const any = ages.map((n) => sql<SqlBool>`(${atLeast(n)} and ${atMost(n)})`);
  return sql<SqlBool>`(${sql.join(any, sql` or `)})`;
};

/**
 * The WHERE conditions of a list query from the declaration's filters: `eq` (areas match the
 * chosen area and everything below it, multi-valued fields match any listed value), `like`
 * (contains, case-insensitive; one- and two-character terms through the grams column,
 * grams.ts) and `range` (`<name>Start` / `<name>End`, inclusive). Ages are
 * computed, so their filters become birth-date ranges. Empty values are ignored, as a cleared
 * filter bar sends them; unknown keys throw.
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
  const today = localToday();
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
    const birth = ageSourceColumn(resource, filter.field);
    if (birth && filter.mode === 'like') {
      conditions.push(sql<SqlBool>`${ageSql(birth, today)}::text ilike ${`%${escapeLike(given[0] ?? '')}%`}`);
    } else if (birth) {
      conditions.push(ageCondition(birth, filter.mode, filter.end, parsed as number[], today));
    } else if (filter.mode === 'like') {
      const first = given[0] ?? '';
      const grams =
        kind === 'text' ? gramsColumnOf(resource.columns.get(filter.field.name) ?? '') : undefined;
      conditions.push(
        (grams ? gramsCondition(grams, first) : undefined) ??
          (kind !== 'text'
            ? sql<SqlBool>`${column}::text ilike ${`%${escapeLike(first)}%`}`
            : sql<SqlBool>`${column} ilike ${`%${escapeLike(first)}%`}`),
      );
    } else if (filter.mode === 'range') {
      const bound = parsed[0];
      const text = given[0] ?? '';
      if (filter.end === 'end' && kind === 'timestamp' && isBareDate(text)) {
        // A date as the end of a date-time range takes in that whole day of the platform's calendar.
        conditions.push(sql<SqlBool>`${column} < ${zonedDayBounds(text).next.toISOString()}`);
      } else {
        conditions.push(
          filter.end === 'start' ? sql<SqlBool>`${column} >= ${bound}` : sql<SqlBool>`${column} <= ${bound}`,
        );
      }
    } else if (kind === 'json' && filter.field.type === 'area') {
      // Any listed area, or one below it: the GIN index cannot answer prefixes, the scope narrows.
      const any = given.map((v) => sql<SqlBool>`a like ${`${escapeLike(v)}%`}`);
      conditions.push(
        sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(${column}) as e(a) where ${sql.join(any, sql` or `)})`,
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
