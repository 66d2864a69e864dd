import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ServedResource } from '../schema/catalogue.js';
import { ageSourceColumn, storageOf } from '../schema/columns.js';
import { filterModes } from './filters.js';
import { GRAMS_FUNCTION, gramsColumnOf, gramsSearchOf, type GramsSearch } from '../schema/grams.js';
import { KEY_RANGE_END, keyPrefixesOf } from '../schema/pinyin-key.js';
import type { Db } from '../schema/db.js';
import { isSortKeyColumn, sortColumnOf, sortedTextColumnOf } from '../schema/sort-keys.js';

/**
 * A short search ("王", "秀英") in a list sorted by the searched column, answered from the sort index.
 * Its matches are two disjoint sets: names that *start* with the term (Chinese surnames: "王" is the
 * first character of almost every name containing it), which sit together in the sort index as one
 * range, read in order from its start; and names containing it further on, spread evenly through the
 * index (a given name's characters do not depend on the surname), so a walk of the index in order
 * meets them at their density, or, when they are rare, an index of the names without their first
 * character finds them all at once. Each set gives its first page in order after reading about a
 * page of rows; the list merges the two. Reading every match and sorting them cost ~17,000 random
 * heap reads for "王" in a million records.
 *
 * A name sorted by its pinyin key (sort-keys.ts) has a range of its key per reading of the term
 * (one for most characters: 王 is `wang 王…`), each a range of the key's index. A column sorted by
 * itself has the range [term, term + U+10FFFF) only where it sorts by code point, so its split is
 * used only on such a database (C, POSIX, C.UTF-8; PGlite and the shipped PostgreSQL setup).
 */

/** The index of the grams of a value without its first character (an expression: no column to keep). */
export const tailGramsSql = (column: string): RawBuilder<string[]> =>
  sql<string[]>`${sql.id(GRAMS_FUNCTION)}(substr(${sql.ref(column)}, 2))`;

export interface IndexDefinition {
  suffix: string;
  statement: RawBuilder<unknown>;
}

/** The text column a list is sorted by when a request names none, when the list searches it. */
const splitColumnOf = (
  resource: ServedResource,
  searched: (column: string) => boolean,
): string | undefined => {
  const field = resource.declaration.sort ? resource.byName.get(resource.declaration.sort.field) : undefined;
  const column = field ? resource.columns.get(field.name) : undefined;
  const text = field !== undefined && storageOf(field) === 'text' && !ageSourceColumn(resource, field);
  return column && text && searched(column) && gramsColumnOf(column) ? column : undefined;
};

/** Columns of the module's `eq` and `range` filters on scalar fields. */
const filteredColumns = (resource: ServedResource): string[] =>
  [...filterModes(resource)]
    .filter(([field, modes]) => storageOf(field) !== 'json' && (modes.has('eq') || modes.has('range')))
    .map(([field]) => ageSourceColumn(resource, field) ?? resource.columns.get(field.name) ?? '')
    .filter((c) => c !== '');

/**
 * The indexes the split reads, for a module whose default sort column is also searched: the sort
 * key with its tie-breaker (`order by name, id` stops after a page instead of sorting every row of
 * the page's last name) and the grams of the names without their first character.
 */
export const splitIndexes = (
  resource: ServedResource,
  searched: (column: string) => boolean,
): IndexDefinition[] => {
  const column = splitColumnOf(resource, searched);
  const grams = column ? gramsColumnOf(column) : undefined;
  if (!column || !grams) return [];
  const sortColumn = sortColumnOf(resource, column);
  // What the split's reads test, so a walk of the index reads no table row: the scope, the search,
  // and the columns of the module's other scalar filters (an age filter tests the birth date).
  const covered = ['area_code', 'data_type', grams, ...filteredColumns(resource)].filter(
    (c, i, all) => c !== sortColumn && all.indexOf(c) === i,
  );
  return [
    {
      suffix: `${sortColumn}_id_cover`,
      statement: sql`(${sql.id(sortColumn)}, id) include (${sql.join(covered.map((c) => sql.id(c)))})`,
    },
    { suffix: `${column}_tail_grams`, statement: sql`using gin ((${tailGramsSql(column)}))` },
  ];
};

const CODE_POINT_COLLATIONS = new Set(['c', 'posix', 'c.utf-8', 'c.utf8']);
const collationChecks = new WeakMap<Db, Promise<boolean>>();

/** Whether the database sorts text by code point: then "starts with T" is the range [T, T + U+10FFFF). */
const sortsByCodePoint = (db: Db): Promise<boolean> => {
  let check = collationChecks.get(db);
  if (!check) {
    check = sql<{ collation: string }>`
      select datcollate as collation from pg_database where datname = current_database()`
      .execute(db)
      .then((r) => CODE_POINT_COLLATIONS.has((r.rows[0]?.collation ?? '').toLowerCase()))
      .catch(() => false);
    collationChecks.set(db, check);
  }
  return check;
};

/** The planner's row estimate for a condition on the whole table (statistics only). */
const planRows = async (db: Db, table: string, where: RawBuilder<SqlBool>): Promise<number> => {
  const result = await sql<{ 'QUERY PLAN': unknown }>`
    explain (format json) select 1 from ${sql.id(table)} where ${where}`.execute(db);
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return plan[0]?.Plan?.['Plan Rows'] ?? 0;
};

const tailIndexes = new WeakMap<Db, Map<string, Promise<boolean>>>();

/** Whether the tail-grams index exists (a database synced before it was declared may lack it). */
const hasTailIndex = (db: Db, table: string, column: string): Promise<boolean> => {
  const known = tailIndexes.get(db) ?? new Map<string, Promise<boolean>>();
  tailIndexes.set(db, known);
  const key = `${table}.${column}`;
  let check = known.get(key);
  if (!check) {
    check = sql<{ n: number }>`
      select count(*)::int as n from pg_indexes
      where schemaname = current_schema() and tablename = ${table}
        and indexdef like ${`%${GRAMS_FUNCTION}(substr(${column}, 2))%`}`
      .execute(db)
      .then((r) => (r.rows[0]?.n ?? 0) > 0)
      .catch(() => false);
    known.set(key, check);
  }
  return check;
};

const estimates = new WeakMap<RawBuilder<SqlBool>, Promise<[number, number, number]>>();

/**
 * The disjoint sets of matches, each as the conditions that select it (the others' conditions
 * included): those starting with the term (one per key range) and the later ones.
 */
export interface PrefixSplit {
  /** `collect`: read every match through the tail index and sort them (the planner must not walk). */
  branches: SplitBranch[];
  /** The same sets for counting them, the later matches through the tail index (a count never walks). */
  counted: RawBuilder<SqlBool>[][];
}

export interface SplitBranch {
  conditions: RawBuilder<SqlBool>[];
  collect: boolean;
}

/** Terms with no letter case: their lower case is themselves, so a prefix of the value is a prefix of its lower case. */
const caseless = (term: string): boolean => term === term.toLowerCase() && term === term.toUpperCase();

/**
 * The split for a list whose conditions include the short search `search` on its sort column, or
 * undefined when it does not apply (another order, a cased term, a collation without code-point
 * order, no tail index).
 */
export const prefixSplit = async (
  db: Db,
  resource: ServedResource,
  conditions: RawBuilder<SqlBool>[],
  search: { condition: RawBuilder<SqlBool>; info: GramsSearch },
  order: { column: string },
  rowsWanted: number,
): Promise<PrefixSplit | undefined> => {
  const { term, gramsColumn } = search.info;
  const column = sortedTextColumnOf(resource, order.column);
  if (gramsColumnOf(column) !== gramsColumn || !caseless(term)) return undefined;
  const keyed = isSortKeyColumn(resource, order.column);
  const prefixes = keyed ? keyPrefixesOf(term) : [term];
  if (!prefixes || !(keyed || (await sortsByCodePoint(db)))) return undefined;
  if (!(await hasTailIndex(db, resource.table, column))) return undefined;
  const others = conditions.filter((c) => c !== search.condition);
  const ref = sql.ref(order.column);
  const starts = prefixes.map(
    (prefix) => sql<SqlBool>`${ref} >= ${prefix} and ${ref} < ${`${prefix}${KEY_RANGE_END}`}`,
  );
  const notStarts = sql<SqlBool>`not (${sql.join(
    starts.map((s) => sql`(${s})`),
    sql` or `,
  )})`;
  const tailHas = (gram: string) => sql<SqlBool>`${tailGramsSql(column)} @> array[${gram}]::text[]`;
  // The statistics list the commonest grams; any other gets one floor estimate (a noncharacter
  // shows it), far above the truth for a surname after the first character ("王": 0, estimated
  // ~3,000 in a million). Only a listed term's estimate is worth a walk of the index: walking reads
  // (rows wanted) × (rows per match) rows, collecting reads every match; walk when that is fewer.
  // The list and its total plan the same request's search: one set of estimates serves both.
  let planned = estimates.get(search.condition);
  if (!planned) {
    planned = Promise.all([
      planRows(db, resource.table, tailHas(term)),
      planRows(db, resource.table, tailHas('\u{FFFF}')),
      planRows(db, resource.table, sql<SqlBool>`true`),
    ]);
    estimates.set(search.condition, planned);
  }
  const [later, floor, all] = await planned;
  const walk = later > floor && later * later > rowsWanted * Math.max(all, 1);
  const startBranches = starts.map((s) => ({ conditions: [...others, s], collect: false }));
  const laterByTail = [...others, tailHas(term), notStarts];
  return {
    branches: [
      ...startBranches,
      walk
        ? { conditions: [...others, search.condition, notStarts], collect: false }
        : { conditions: laterByTail, collect: true },
    ],
    counted: [...startBranches.map((b) => b.conditions), laterByTail],
  };
};

/**
 * The ids of a page of a split list: each part reads the sort key and id (and what its conditions
 * test) up to the rows the page needs, from the covering sort index without touching the table
 * where it can; the page merges them.
 */
export const splitPage = (
  table: string,
  split: PrefixSplit,
  order: { column: string; direction: 'asc' | 'desc' },
  limit: number,
  offset: number,
): RawBuilder<unknown> => {
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const key = sql.ref(order.column);
  const part = (branch: SplitBranch) => {
    const rows = sql`${sql.id(table)} where ${sql.join(branch.conditions, sql` and `)}`;
    const from = branch.collect ? sql`(select id, ${key} from ${rows} offset 0) as ${sql.id(table)}` : rows;
    return sql`(select id as split_id, ${key} as split_key from ${from}
      order by ${key} ${direction}, id ${direction} limit ${limit + offset})`;
  };
  return sql`select split_id from (${sql.join(split.branches.map(part), sql` union all `)}) as parts
    order by split_key ${direction}, split_id ${direction} limit ${limit} offset ${offset}`;
};

/** The split of a list's conditions for counting its matches, when they hold a short search that has one. */
export const countSplit = async (
  db: Db,
  resource: ServedResource,
  conditions: RawBuilder<SqlBool>[],
): Promise<PrefixSplit | undefined> => {
  for (const condition of conditions) {
    const info = gramsSearchOf(condition);
    const column = info && [...resource.columns.values()].find((c) => gramsColumnOf(c) === info.gramsColumn);
    if (!info || !column) continue;
    return prefixSplit(
      db,
      resource,
      conditions,
      { condition, info },
      { column: sortColumnOf(resource, column) },
      1,
    );
  }
  return undefined;
};
