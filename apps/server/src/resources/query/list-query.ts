import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Session } from '../../auth/session-context.js';
import type { ServedResource } from '../schema/catalogue.js';
import { ageSourceColumn, storageOf } from '../schema/columns.js';
import { filterConditions, filterModes } from './filters.js';
import { gramsColumnOf, gramsSearchOf } from '../schema/grams.js';
import { prefixSplit, type PrefixSplit } from './prefix-split.js';
import { estimateRecords, scopeOf } from './repository.js';
import type { Db } from '../schema/db.js';
import { sortColumnOf, sortedTextColumnOf } from '../schema/sort-keys.js';

const SYSTEM_SORTS: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };

type Direction = 'asc' | 'desc';

/**
 * The sort column: a declared scalar field or a system column; else the declaration's default.
 * Ages are computed, so they sort by their birth date the other way round (oldest = earliest born);
 * names sort by their pinyin key (sort-keys.ts).
 */
export const orderOf = (
  resource: ServedResource,
  sortField: string | undefined,
  sortOrder: Direction | undefined,
): { column: string; direction: Direction } => {
  const pick = (name: string | undefined, direction: Direction) => {
    if (!name) return undefined;
    // Own keys only: `constructor` or `__proto__` must not find Object.prototype's.
    const system = Object.hasOwn(SYSTEM_SORTS, name) ? SYSTEM_SORTS[name] : undefined;
    if (system) return { column: system, direction };
    const field = resource.byName.get(name);
    if (!field || storageOf(field) === 'json') return undefined;
    const birth = ageSourceColumn(resource, field);
    if (birth) return { column: birth, direction: direction === 'asc' ? 'desc' : ('asc' as Direction) };
    const column = resource.columns.get(name);
    return column ? { column: sortColumnOf(resource, column), direction } : undefined;
  };
  const requested = pick(sortField, sortOrder ?? 'asc');
  if (requested) return requested;
  const fallback = resource.declaration.sort;
  return (
    pick(fallback?.field, sortOrder ?? fallback?.order ?? 'asc') ?? {
      column: 'id',
      direction: sortOrder ?? 'desc',
    }
  );
};

/** Scope + the caller's optional narrower area + the declared filters. */
export const listConditions = (
  resource: ServedResource,
  session: Session,
  query: Record<string, unknown>,
): RawBuilder<SqlBool>[] => {
  const conditions = [scopeOf(session), ...filterConditions(resource, query)];
  const area = typeof query.areaCode === 'string' ? query.areaCode.trim() : '';
  if (area !== '') conditions.push(sql<SqlBool>`area_code like ${`${area.replace(/[\\%_]/g, '')}%`}`);
  // The contract has checked the list's spelling (digits and commas only).
  if (typeof query.ids === 'string')
    conditions.push(sql<SqlBool>`id = any(${query.ids.split(',').map(Number)})`);
  return conditions;
};

/** `true`: collect every match, then sort; `false`: let the planner choose; a split: prefix-split.ts. */
export type MatchPlan = boolean | PrefixSplit;

/** Up to this many estimated matches, sorting all matches beats walking the sort index. */
export const SORT_MATCHES_MAX = 50_000;

/**
 * How the list should collect its matches: a short search on the column the list is sorted by is
 * split into the names that start with the term and the others, each read in order from an index
 * (prefix-split.ts). Otherwise `true` when the matches should be collected before sorting them. A
 * contains-search on the sort column defeats the planner's usual bet of walking the sort index until
 * a page is full: names containing "王" mostly *start* with it, so they sit together half-way down
 * the index, after hundreds of thousands of non-matches (seconds). Collecting the matches through
 * the search's own index and sorting them costs in proportion to their number, so it is chosen
 * while the estimate is small; a very loose term ("英", matching one name in ten) fills a page from
 * the index walk quickly anyway.
 */
export const shouldSortMatches = async (
  db: Db,
  resource: ServedResource,
  query: Record<string, unknown>,
  order: { column: string },
  conditions: RawBuilder<SqlBool>[],
): Promise<MatchPlan> => {
  const sortGrams = gramsColumnOf(sortedTextColumnOf(resource, order.column));
  for (const condition of conditions) {
    const info = gramsSearchOf(condition);
    if (!info || info.gramsColumn !== sortGrams) continue;
    const page = Number(query.size) || 10;
    const wanted = page * Math.max(1, Number(query.current) || 1);
    const split = await prefixSplit(db, resource, conditions, { condition, info }, order, wanted);
    if (split) return split;
  }
  const searched = [...filterModes(resource)].some(([field, modes]) => {
    const value = query[field.name];
    return (
      modes.has('like') &&
      resource.columns.get(field.name) === sortedTextColumnOf(resource, order.column) &&
      typeof value === 'string' &&
      value.trim() !== ''
    );
  });
  return searched && (await estimateRecords(db, resource, conditions)) <= SORT_MATCHES_MAX;
};
