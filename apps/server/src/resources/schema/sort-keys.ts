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

/** The column a list sorted by `column` orders by: its key column when it has one. */
export const sortColumnOf = (resource: ServedResource, column: string): string =>
  sortKeyFields(resource).find((f) => f.column === column)?.keyColumn ?? column;

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

const BACKFILL_BATCH = 5000;

/**
 * Fills a key column added to a table that has rows, a batch at a time in id order (keys are
 * computed here, not in SQL). Returns the number of rows filled.
 */
export const backfillSortKey = async (
  db: Kysely<Database>,
  table: string,
  field: SortKeyField,
): Promise<number> => {
  let after = 0;
  let filled = 0;
  for (;;) {
    const { rows } = await sql<{ id: string | number; value: string }>`
      select id, ${sql.ref(field.column)} as value from ${sql.id(table)}
      where id > ${after} and ${sql.ref(field.column)} is not null and ${sql.ref(field.column)} <> ''
      order by id limit ${BACKFILL_BATCH}`.execute(db);
    if (rows.length === 0) return filled;
    const keys = rows.map((r) => ({ id: Number(r.id), k: keyOf(field, r.value) }));
    await sql`update ${sql.id(table)} as t set ${sql.ref(field.keyColumn)} = x.k
      from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as x(id bigint, k text)
      where t.id = x.id`.execute(db);
    filled += rows.length;
    after = Number(rows[rows.length - 1]?.id ?? after);
  }
};

/** Adds the key columns an existing table lacks, filled for its rows. Returns how many were added. */
export const addSortKeyColumns = async (
  db: Kysely<Database>,
  resource: ServedResource,
  present: ReadonlySet<string>,
): Promise<number> => {
  const missing = sortKeyFields(resource).filter((f) => !present.has(f.keyColumn));
  for (const field of missing) {
    await sql`alter table ${sql.id(resource.table)} add column if not exists ${sortKeyDefinition(field)}`.execute(
      db,
    );
    await backfillSortKey(db, resource.table, field);
  }
  // The planner's statistics of the new columns (their index is chosen for the list's order).
  if (missing.length > 0)
    await sql`analyze ${sql.id(resource.table)} (${sql.join(missing.map((f) => sql.id(f.keyColumn)))})`.execute(
      db,
    );
  return missing.length;
};
