import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Session } from '../../auth/session-context.js';
import { addFileRefs, syncFileRefs } from '../../files/refs.js';
import type { ServedResource } from '../schema/catalogue.js';
import type { Db } from '../schema/db.js';
import { selectColumn, sqlTypeOf, storageOf } from '../schema/columns.js';
import { localToday } from '../fields/derive.js';
import { countSplit, splitPage, type PrefixSplit } from './prefix-split.js';
import { sortKeyFields, sortKeysOf } from '../schema/sort-keys.js';
import { toApiValue } from '../fields/values.js';

export type ApiRecord = Record<string, unknown> & { id: number; version: number };

const SYSTEM_SELECT = sql`id, area_code, data_type, version, created_by, created_at, updated_by, updated_at`;

const selectList = (resource: ServedResource): RawBuilder<unknown> => {
  const today = localToday();
  const fields = resource.fields.map((f) => selectColumn(resource, f, today));
  return fields.length > 0 ? sql`${SYSTEM_SELECT}, ${sql.join(fields)}` : SYSTEM_SELECT;
};

const toRecord = (resource: ServedResource, row: Record<string, unknown>): ApiRecord => {
  const record: Record<string, unknown> = {
    id: Number(row.id),
    version: Number(row.version),
    areaCode: row.area_code,
    dataType: row.data_type,
    createdBy: row.created_by === null ? null : Number(row.created_by),
    createdAt: toApiValue(undefined, row.created_at),
    updatedBy: row.updated_by === null ? null : Number(row.updated_by),
    updatedAt: toApiValue(undefined, row.updated_at),
  };
  for (const field of resource.fields) {
    record[field.name] = toApiValue(field, row[resource.columns.get(field.name) ?? '']);
  }
  return record as ApiRecord;
};

/** The caller's data scope: their area and below, in the data type the request selected. */
export const scopeOf = (session: Pick<Session, 'areaCode' | 'dataType'>): RawBuilder<SqlBool> =>
  sql<SqlBool>`area_code like ${`${session.areaCode}%`} and data_type = ${session.dataType}`;

const whereAll = (conditions: RawBuilder<SqlBool>[]) => sql.join(conditions, sql` and `);

export interface ListOptions {
  conditions: RawBuilder<SqlBool>[];
  order: { column: string; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
  /** Find every match first, then sort them, or merge a split's parts (`shouldSortMatches`, list-query.ts). */
  sortMatches?: boolean | PrefixSplit;
}

/**
 * The matching rows, counted no further than `limit + 1`: enough to tell "at most `limit`" (the
 * exact figure) from "more" without reading every match of a loose filter on a large table.
 */
export const countRecords = async (
  db: Db,
  resource: ServedResource,
  conditions: RawBuilder<SqlBool>[],
  limit: number,
): Promise<number> => {
  const result = await sql<{ total: string | number }>`
    select count(*) as total from (
      select 1 from ${sql.id(resource.table)} where ${whereAll(conditions)} limit ${limit + 1}
    ) as capped`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
};

/** The planner's row estimate for the conditions (from the table's statistics; nothing is read). */
export const estimateRecords = async (
  db: Db,
  resource: ServedResource,
  conditions: RawBuilder<SqlBool>[],
): Promise<number> => {
  const result = await sql<{ 'QUERY PLAN': unknown }>`
    explain (format json) select 1 from ${sql.id(resource.table)} where ${whereAll(conditions)}`.execute(db);
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
};

/**
 * Gathers the table's statistics again, after a bulk insert: the estimates above read them, and
 * nothing else refreshes them in time (PGlite has no autovacuum; PostgreSQL's comes by later), so a
 * street that grew from hundreds of rows to 50,000 in an import kept answering "about 5,100".
 * ANALYZE reads a sample of at most 30,000 rows whatever the table's size. A failure leaves the
 * rows saved and only the estimate stale, so it is not the import's failure.
 */
export const refreshStatistics = async (db: Db, resource: ServedResource): Promise<void> => {
  await sql`analyze ${sql.id(resource.table)}`.execute(db).catch(() => undefined);
};

/**
 * Lists answer an exact total up to this many matches, a labelled estimate beyond. Counting costs
 * in proportion to the limit (a loose search on a million rows: ~20 ms per thousand on 2 busy
 * cores); 5,000 keeps every list of the demo data exact (3,000 elderly) at ~100 pages of 50.
 */
export const EXACT_TOTAL_LIMIT = 5_000;

/** Rounded up to two significant digits: an estimate should not look more precise than it is. */
const roughly = (n: number): number => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / unit) * unit;
};

/**
 * An estimate this far past the threshold is answered without counting: counting even the first
 * `limit + 1` matches of a loose filter reads that many rows scattered over a large table (~200 ms
 * for "王" in a million records), only to confirm what the statistics already say. The factor
 * leaves room for the planner's usual error; small tables and small limits always count.
 */
const SURELY_PAST = 2 * EXACT_TOTAL_LIMIT;

/**
 * The total a list shows: exact up to `limit` matches; beyond, the planner's estimate (never less
 * than what was counted, rounded up to two significant digits) flagged as one. Counting every match
 * of a loose filter ("王" in a million records) costs seconds; the estimate costs a plan.
 */
export const totalOf = async (
  db: Db,
  resource: ServedResource,
  conditions: RawBuilder<SqlBool>[],
  limit = EXACT_TOTAL_LIMIT,
): Promise<{ total: number; isTotalEstimated: boolean }> => {
  const estimate = await estimateRecords(db, resource, conditions);
  if (estimate > Math.max(SURELY_PAST, 2 * limit))
    return { total: roughly(estimate), isTotalEstimated: true };
  // A short search counts its two disjoint parts, each from its own index (prefix-split.ts).
  const split = await countSplit(db, resource, conditions);
  const parts = split ? split.counted : [conditions];
  const counts = await Promise.all(parts.map((part) => countRecords(db, resource, part, limit)));
  const counted = counts.reduce((a, b) => a + b, 0);
  if (counted <= limit) return { total: counted, isTotalEstimated: false };
  return { total: roughly(Math.max(counted, estimate)), isTotalEstimated: true };
};

export const listRecords = async (
  db: Db,
  resource: ServedResource,
  options: ListOptions,
): Promise<ApiRecord[]> => {
  const direction = options.order.direction === 'asc' ? sql`asc` : sql`desc`;
  const table = sql.id(resource.table);
  const where = whereAll(options.conditions);
  const column = sql.id(options.order.column);
  const order = sql`order by ${column} ${direction} nulls last, id ${direction}`;
  if (typeof options.sortMatches === 'object') {
    // The page's ids come from the split's index-only reads (prefix-split.ts); its rows, by id.
    const page = splitPage(resource.table, options.sortMatches, options.order, options.limit, options.offset);
    const { rows } = await sql<Record<string, unknown>>`
      select ${selectList(resource)} from ${table} join (${page}) as page on id = page.split_id
      ${order}`.execute(db);
    return rows.map((row) => toRecord(resource, row));
  }
  // `offset 0` keeps the planner from walking the sort index row by row through non-matches.
  const source = options.sortMatches
    ? sql`(select * from ${table} where ${where} offset 0) as ${table}`
    : sql`${table} where ${where}`;
  const { rows } = await sql<Record<string, unknown>>`
    select ${selectList(resource)} from ${source} ${order}
    limit ${options.limit} offset ${options.offset}`.execute(db);
  return rows.map((row) => toRecord(resource, row));
};

export const findRecord = async (
  db: Db,
  resource: ServedResource,
  session: Pick<Session, 'areaCode' | 'dataType'>,
  id: number,
  forUpdate = false,
): Promise<ApiRecord | undefined> => {
  const result = await sql<Record<string, unknown>>`
    select ${selectList(resource)} from ${sql.id(resource.table)}
    where id = ${id} and ${scopeOf(session)} ${forUpdate ? sql`for update` : sql``}`.execute(db);
  const row = result.rows[0];
  return row ? toRecord(resource, row) : undefined;
};

/** Column values of a write, keyed by field name (already in stored form). */
export type Values = Record<string, unknown>;

const bind = (resource: ServedResource, name: string, value: unknown) => {
  const field = resource.byName.get(name);
  if (value === null || value === undefined) return sql`null`;
  return field && storageOf(field) === 'json' ? sql`${JSON.stringify(value)}::jsonb` : sql`${value}`;
};

export const insertRecord = async (
  db: Db,
  resource: ServedResource,
  values: Values,
  meta: { areaCode: string; dataType: string; userId: number },
): Promise<{ id: number; version: number }> => {
  const names = Object.keys(values);
  const keys = sortKeysOf(resource, values);
  const columns = [
    sql.id('area_code'),
    sql.id('data_type'),
    sql.id('created_by'),
    sql.id('updated_by'),
    ...names.map((n) => sql.id(resource.columns.get(n) ?? '')),
    ...keys.map(([column]) => sql.id(column)),
  ];
  const bound = [
    sql`${meta.areaCode}`,
    sql`${meta.dataType}`,
    sql`${meta.userId}`,
    sql`${meta.userId}`,
    ...names.map((n) => bind(resource, n, values[n])),
    ...keys.map(([, key]) => sql`${key}`),
  ];
  const result = await sql<{ id: string | number; version: number }>`
    insert into ${sql.id(resource.table)} (${sql.join(columns)}) values (${sql.join(bound)})
    returning id, version`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('insert returned no row');
  await syncFileRefs(db, resource, Number(row.id), values);
  return { id: Number(row.id), version: Number(row.version) };
};

/** Writes only when the row still has `version`; answers the new version, or undefined if stale/gone. */
export const updateRecord = async (
  db: Db,
  resource: ServedResource,
  session: Pick<Session, 'areaCode' | 'dataType' | 'userId'>,
  id: number,
  version: number,
  values: Values,
  areaCode: string,
): Promise<number | undefined> => {
  const sets = [
    sql`version = version + 1`,
    sql`updated_by = ${session.userId}`,
    sql`updated_at = now()`,
    sql`area_code = ${areaCode}`,
    ...Object.keys(values).map(
      (n) => sql`${sql.id(resource.columns.get(n) ?? '')} = ${bind(resource, n, values[n])}`,
    ),
    ...sortKeysOf(resource, values).map(([column, key]) => sql`${sql.id(column)} = ${key}`),
  ];
  const result = await sql<{ version: number }>`
    update ${sql.id(resource.table)} set ${sql.join(sets)}
    where id = ${id} and version = ${version} and ${scopeOf(session)}
    returning version`.execute(db);
  const row = result.rows[0];
  if (row) await syncFileRefs(db, resource, id, values);
  return row ? Number(row.version) : undefined;
};

export const deleteRecord = async (
  db: Db,
  resource: ServedResource,
  session: Pick<Session, 'areaCode' | 'dataType'>,
  id: number,
): Promise<boolean> => {
  const result =
    await sql`delete from ${sql.id(resource.table)} where id = ${id} and ${scopeOf(session)}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
};

export interface NewRow {
  values: Values;
  areaCode: string;
  dataType: string;
}

/**
 * Many rows in one statement (seeds, bulk loads); every declared column is written. The rows
 * travel as one JSON parameter unpacked by `jsonb_to_recordset`, which binds and parses far
 * faster than tens of thousands of separate parameters.
 */
export const insertRows = async (
  db: Db,
  resource: ServedResource,
  rows: NewRow[],
  userId: number | null = null,
): Promise<number[]> => {
  if (rows.length === 0) return [];
  const columns = resource.fields.map((f) => resource.columns.get(f.name) ?? '');
  const keyFields = sortKeyFields(resource);
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = { area_code: row.areaCode, data_type: row.dataType };
    resource.fields.forEach((f, i) => {
      out[columns[i] ?? ''] = row.values[f.name] ?? null;
    });
    for (const [column, key] of sortKeysOf(resource, row.values)) out[column] = key;
    return out;
  });
  const definitions = [
    sql`area_code text`,
    sql`data_type text`,
    ...resource.fields.map((f, i) => sql`${sql.id(columns[i] ?? '')} ${sql.raw(sqlTypeOf(f))}`),
    ...keyFields.map((f) => sql`${sql.id(f.keyColumn)} text`),
  ];
  const names = [
    sql.id('area_code'),
    sql.id('data_type'),
    ...columns.map((c) => sql.id(c)),
    ...keyFields.map((f) => sql.id(f.keyColumn)),
  ];
  const result = await sql<{ id: string | number }>`
    insert into ${sql.id(resource.table)} (${sql.join(names)}, created_by, updated_by)
    select ${sql.join(names)}, ${userId}::int, ${userId}::int
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${sql.join(definitions)})
    returning id`.execute(db);
  const ids = result.rows.map((r) => Number(r.id));
  await addFileRefs(db, resource, ids, rows);
  return ids;
};
