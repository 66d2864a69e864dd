import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServedResource } from './catalogue.js';
import { pinyinSortKey } from './pinyin-key.js';

/**
 * Names sort in pinyin order (pinyin-key.ts), which no collation offers on both PGlite and
 * PostgreSQL: each name-like text field has a hidden key column beside it, written with the field
 * on every insert and update (repository.ts), compared byte by byte (`collate "C"`, whatever the
 * database's collation) and indexed where the list's default order needs it. A list sorted by the
 * field is sorted by its key.
 */

/** Versioned: a change of the key's spelling needs a new column (stored keys are not recomputed). */
const SUFFIX = '__sort_v1';

export interface SortKeyField {
  name: string;
  column: string;
  keyColumn: string;
  /** A person's name: its first characters are read as a surname. */
  person: boolean;
}

/**
 * The fields with a key: plain text (not multiple) holding a person's name (validated by the `name`
 * rule), a name (`name`, `…Name`) or the record's title.
 */
const keyed = (resource: ServedResource): SortKeyField[] =>
  resource.fields.flatMap((field) => {
    const person = field.rules?.includes('name') ?? false;
    const nameLike =
      person || field.name === resource.declaration.titleField || /^name$|Name$/.test(field.name);
    const column = resource.columns.get(field.name);
    if (field.type !== 'text' || field.multiple || !nameLike || !column) return [];
    const keyColumn = `${column}${SUFFIX}`;
    return keyColumn.length <= 63 ? [{ name: field.name, column, keyColumn, person }] : [];
  });

const fieldsCache = new WeakMap<ServedResource, SortKeyField[]>();

export const sortKeyFields = (resource: ServedResource): SortKeyField[] => {
  let fields = fieldsCache.get(resource);
  if (!fields) {
    fields = keyed(resource);
    fieldsCache.set(resource, fields);
  }
  return fields;
};

/**
 * Key columns added to a table that has rows, not yet filled by the back-fill (sort-key-backfill.ts).
 * Per served resource, so each server (and each test's catalogue) keeps its own state.
 */
const pendingKeys = new WeakMap<ServedResource, Set<string>>();

/** Marks a key column as being filled (`true`) or complete (`false`). */
export const setKeyPending = (resource: ServedResource, keyColumn: string, pending: boolean): void => {
  const set = pendingKeys.get(resource) ?? new Set<string>();
  if (pending) set.add(keyColumn);
  else set.delete(keyColumn);
  pendingKeys.set(resource, set);
};

export const isKeyPending = (resource: ServedResource, keyColumn: string): boolean =>
  pendingKeys.get(resource)?.has(keyColumn) ?? false;

/**
 * The column a list sorted by `column` orders by: its key column when it has one and the key is
 * complete. While the back-fill runs, the plain column (the database's collation): every row has
 * it, so the order is total and stable, only not pinyin; a half-filled key would put the rows not
 * yet filled (null) after all others, which is wrong.
 */
export const sortColumnOf = (resource: ServedResource, column: string): string => {
  const field = sortKeyFields(resource).find((f) => f.column === column);
  return field && !isKeyPending(resource, field.keyColumn) ? field.keyColumn : column;
};

/** The text column a sort column orders: the field's column for its key column, else itself. */
export const sortedTextColumnOf = (resource: ServedResource, sortColumn: string): string =>
  sortKeyFields(resource).find((f) => f.keyColumn === sortColumn)?.column ?? sortColumn;

/** Whether a column is a key column (compared by code point, whatever the database's collation). */
export const isSortKeyColumn = (resource: ServedResource, column: string): boolean =>
  sortKeyFields(resource).some((f) => f.keyColumn === column);

const keyOf = (field: SortKeyField, value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? pinyinSortKey(value, field.person) : null;

/** key column → key, for the keyed fields a write sets (`values` by field name). */
export const sortKeysOf = (
  resource: ServedResource,
  values: Record<string, unknown>,
): [string, string | null][] =>
  sortKeyFields(resource)
    .filter((f) => Object.hasOwn(values, f.name))
    .map((f) => [f.keyColumn, keyOf(f, values[f.name])]);

/** The key columns' definition (byte order: the key spells the order itself). */
export const sortKeyDefinition = (field: SortKeyField) => sql`${sql.id(field.keyColumn)} text collate "C"`;

/** The key columns still to fill (sort-key-backfill.ts), one row each. */
export const PENDING_TABLE = 'resource_sort_key_pending';

export const createPendingKeysTable = async (db: Kysely<Database>): Promise<void> => {
  await sql`create table if not exists ${sql.id(PENDING_TABLE)} (
    table_name text not null, key_column text not null, primary key (table_name, key_column))`.execute(db);
};

/** table → its key columns still to fill. */
export const pendingKeyColumns = async (db: Kysely<Database>): Promise<Map<string, Set<string>>> => {
  const { rows } = await sql<{ table_name: string; key_column: string }>`
    select table_name, key_column from ${sql.id(PENDING_TABLE)}`.execute(db);
  const map = new Map<string, Set<string>>();
  for (const row of rows) map.set(row.table_name, (map.get(row.table_name) ?? new Set()).add(row.key_column));
  return map;
};

export const recordPendingKeys = async (
  db: Kysely<Database>,
  table: string,
  fields: SortKeyField[],
): Promise<void> => {
  for (const field of fields) {
    await sql`insert into ${sql.id(PENDING_TABLE)} (table_name, key_column)
      values (${table}, ${field.keyColumn}) on conflict do nothing`.execute(db);
  }
};

/** Rows a back-fill batch reads and writes in one round trip (measured: README.md, "Sort keys"). */
export const BACKFILL_BATCH = 5000;

/**
 * Fills the missing keys of `fields` (one table's) in one batch of rows after `after` (id order),
 * all fields in one UPDATE: each update rewrites the row and inserts into every index of the
 * table, whatever it changes, so one pass for all the keys costs the rewrite once. Answers the
 * last id read (undefined when no row is left). Keys are computed here, not in SQL. A key written
 * meanwhile (repository.ts), or whose text changed since it was read, is left as it is.
 */
export const backfillSortKeyBatch = async (
  db: Kysely<Database>,
  table: string,
  fields: SortKeyField[],
  after: number,
  size = BACKFILL_BATCH,
): Promise<{ last: number; filled: number } | undefined> => {
  const missing = fields.map((f) => sql`(${sql.ref(f.keyColumn)} is null and ${sql.ref(f.column)} <> '')`);
  const { rows } = await sql<Record<string, string | number | null>>`
    select id, ${sql.join(fields.map((f, i) => sql`${sql.ref(f.column)} as ${sql.id(`v${i}`)}`))}
    from ${sql.id(table)} where id > ${after} and (${sql.join(missing, sql` or `)})
    order by id limit ${size}`.execute(db);
  if (rows.length === 0) return undefined;
  const ids = rows.map((r) => String(r.id));
  const columns = fields.flatMap((f, i) => {
    const values = rows.map((r) => r[`v${i}`] ?? null);
    return [sql`${values}::text[]`, sql`${values.map((v) => keyOf(f, v))}::text[]`];
  });
  const names = fields.flatMap((_, i) => [sql.id(`v${i}`), sql.id(`k${i}`)]);
  // Three array parameters a field whatever the batch size: binding stays cheap.
  const sets = fields.map((f, i) => {
    const key = sql.ref(`t.${f.keyColumn}`);
    return sql`${sql.id(f.keyColumn)} = case when ${key} is null and ${sql.ref(`t.${f.column}`)} = x.${sql.id(
      `v${i}`,
    )} then x.${sql.id(`k${i}`)} else ${key} end`;
  });
  const result = await sql`update ${sql.id(table)} as t set ${sql.join(sets)}
    from unnest(${ids}::bigint[], ${sql.join(columns)}) as x(id, ${sql.join(names)})
    where t.id = x.id`.execute(db);
  return { last: Number(ids[ids.length - 1]), filled: Number(result.numAffectedRows ?? 0) };
};

/** Whether a row still lacks one of the keys (a last look before the columns are declared complete). */
export const keysMissing = async (db: Kysely<Database>, table: string, fields: SortKeyField[]) => {
  const missing = fields.map((f) => sql`(${sql.ref(f.keyColumn)} is null and ${sql.ref(f.column)} <> '')`);
  const { rows } =
    await sql`select 1 from ${sql.id(table)} where ${sql.join(missing, sql` or `)} limit 1`.execute(db);
  return rows.length > 0;
};

/**
 * Adds the key columns an existing table lacks, empty (no rewrite, no wait): the back-fill fills
 * them after the server listens. Answers the columns added.
 */
export const addSortKeyColumns = async (
  db: Kysely<Database>,
  resource: ServedResource,
  present: ReadonlySet<string>,
): Promise<SortKeyField[]> => {
  const missing = sortKeyFields(resource).filter((f) => !present.has(f.keyColumn));
  if (missing.length === 0) return [];
  const adds = missing.map((f) => sql`add column if not exists ${sortKeyDefinition(f)}`);
  await sql`alter table ${sql.id(resource.table)} ${sql.join(adds)}`.execute(db);
  return missing;
};
