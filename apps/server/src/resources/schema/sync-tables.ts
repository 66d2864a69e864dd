import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Catalogue, ServedResource } from './catalogue.js';
import { ageSourceColumn, sqlTypeOf, storageOf } from './columns.js';
import { filterModes } from '../query/filters.js';
import { createGramsFunction, GRAMS_FUNCTION, gramsColumnOf } from './grams.js';
import { splitIndexes } from '../query/prefix-split.js';
import {
  addSortKeyColumns,
  createPendingKeysTable,
  pendingKeyColumns,
  recordPendingKeys,
  setKeyPending,
  sortColumnOf,
  sortKeyDefinition,
  sortKeyFields,
} from './sort-keys.js';
import { createTallyTable, existingTallyFunctions, installTally, tallyFunctionOf } from '../query/tally.js';
import { uniqueCovered, uniqueFields, uniqueKey } from '../write/unique.js';

/** Postgres truncates identifiers at 63 bytes; long names keep a hash so they stay unique. */
const indexName = (table: string, suffix: string): string => {
  const name = `${table}_${suffix}`;
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 54)}_${hash}`;
};

/** Trigram indexes need pg_trgm; without it `like` filters still work, only slower. */
const enableTrigrams = async (db: Kysely<Database>): Promise<boolean> => {
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch {
    // Not installed or not allowed: fall through to the visibility check.
  }
  return trigramsVisible(db);
};

// The extension may live in a schema outside the search path (e.g. per-test schemas).
const trigramsVisible = async (db: Kysely<Database>): Promise<boolean> => {
  const visible = await sql<{ n: number }>`
    select count(*)::int as n from pg_opclass where opcname = 'gin_trgm_ops' and pg_opclass_is_visible(oid)`.execute(
    db,
  );
  return (visible.rows[0]?.n ?? 0) > 0;
};

const existingColumns = async (db: Kysely<Database>): Promise<Map<string, Set<string>>> => {
  // The catalogue directly: information_schema.columns costs hundreds of ms on PGlite (every start).
  const rows = await sql<{ table_name: string; column_name: string }>`
    select c.relname as table_name, a.attname as column_name
    from pg_attribute as a join pg_class as c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
      and a.attnum > 0 and not a.attisdropped`.execute(db);
  const map = new Map<string, Set<string>>();
  for (const row of rows.rows) {
    const set = map.get(row.table_name) ?? new Set<string>();
    set.add(row.column_name);
    map.set(row.table_name, set);
  }
  return map;
};

const existingIndexes = async (db: Kysely<Database>): Promise<Set<string>> => {
  const rows = await sql<{ indexname: string }>`
    select indexname from pg_indexes where schemaname = current_schema()`.execute(db);
  return new Set(rows.rows.map((r) => r.indexname));
};

/** A generated grams column (grams.ts): the database fills it on every write. */
const gramsDefinition = (column: string, grams: string) =>
  sql`${sql.id(grams)} text[] generated always as (${sql.id(GRAMS_FUNCTION)}(${sql.id(column)})) stored`;

const createTable = async (db: Kysely<Database>, resource: ServedResource) => {
  const fieldColumns = [
    ...resource.fields.map(
      (f) => sql`${sql.id(resource.columns.get(f.name) ?? '')} ${sql.raw(sqlTypeOf(f))}`,
    ),
    ...[...gramsColumns(resource)].map(([column, grams]) => gramsDefinition(column, grams)),
    ...sortKeyFields(resource).map(sortKeyDefinition),
  ];
  await sql`create table if not exists ${sql.id(resource.table)} (
    id bigserial primary key,
    area_code text not null,
    data_type text not null default 'prod' check (data_type in ('prod','test','trial')),
    version integer not null default 1,
    created_by integer,
    created_at timestamptz not null default now(),
    updated_by integer,
    updated_at timestamptz not null default now()
    ${fieldColumns.length > 0 ? sql`, ${sql.join(fieldColumns)}` : sql``}
  )`.execute(db);
};

/** text column → its grams column, for every text field the list filters with `like` (grams.ts). */
const gramsColumns = (resource: ServedResource): Map<string, string> => {
  const map = new Map<string, string>();
  for (const [field, modes] of filterModes(resource)) {
    if (!modes.has('like') || storageOf(field) !== 'text') continue;
    const column = resource.columns.get(field.name) ?? '';
    const grams = gramsColumnOf(column);
    if (grams) map.set(column, grams);
  }
  return map;
};

/** Whether the grams function exists in our schema (created once; replacing it races other starts). */
const hasGramsFunction = async (db: Kysely<Database>): Promise<boolean> => {
  const rows = await sql<{ n: number }>`
    select count(*)::int as n from pg_proc
    where proname = ${GRAMS_FUNCTION} and pronamespace = current_schema()::regnamespace`.execute(db);
  return (rows.rows[0]?.n ?? 0) > 0;
};

interface IndexSpec {
  name: string;
  statement: ReturnType<typeof sql>;
}

/**
 * The indexes a resource's table should have, less those on the key columns in `skip`: they are
 * built once their back-fill is complete (an index on an empty column would be rewritten row by row).
 */
const indexesOf = (
  resource: ServedResource,
  trigrams: boolean,
  skip: ReadonlySet<string> = new Set(),
): IndexSpec[] => {
  const table = sql.id(resource.table);
  const specs: IndexSpec[] = [
    {
      name: indexName(resource.table, 'scope'),
      statement: sql`(area_code text_pattern_ops, data_type)`,
    },
  ];
  for (const [field, modes] of filterModes(resource)) {
    // A computed age filters on its birth date (filters.ts): that column gets the index.
    const column = ageSourceColumn(resource, field) ?? resource.columns.get(field.name) ?? '';
    const kind = storageOf(field);
    if (kind === 'json') {
      specs.push({
        name: indexName(resource.table, `${column}_gin`),
        statement: sql`using gin (${sql.id(column)})`,
      });
      continue;
    }
    const grams = modes.has('like') && kind === 'text' ? gramsColumnOf(column) : undefined;
    if (grams) {
      specs.push({
        name: indexName(resource.table, `${column}_grams`),
        statement: sql`using gin (${sql.id(grams)})`,
      });
    }
    if (modes.has('like') && kind === 'text' && trigrams) {
      specs.push({
        name: indexName(resource.table, `${column}_trgm`),
        statement: sql`using gin (${sql.id(column)} gin_trgm_ops)`,
      });
    }
    if (modes.has('eq') && field.type === 'area') {
      // Area filters are prefix matches (the area and below): `like 'x%'` needs pattern ops.
      specs.push({
        name: indexName(resource.table, `${column}_prefix`),
        statement: sql`(${sql.id(column)} text_pattern_ops)`,
      });
    } else if (modes.has('eq') || modes.has('range')) {
      specs.push({ name: indexName(resource.table, `${column}_idx`), statement: sql`(${sql.id(column)})` });
    }
  }
  // The default order walks an index instead of sorting every row of a large table.
  const sortField = resource.declaration.sort
    ? resource.byName.get(resource.declaration.sort.field)
    : undefined;
  if (sortField && storageOf(sortField) !== 'json') {
    const column =
      ageSourceColumn(resource, sortField) ??
      sortColumnOf(resource, resource.columns.get(sortField.name) ?? '');
    const name = indexName(resource.table, `${column}_idx`);
    if (!specs.some((s) => s.name === name)) specs.push({ name, statement: sql`(${sql.id(column)})` });
  }
  const searched = (column: string) =>
    [...filterModes(resource)].some(
      ([f, modes]) => modes.has('like') && resource.columns.get(f.name) === column,
    );
  for (const index of splitIndexes(resource, searched)) {
    specs.push({ name: indexName(resource.table, index.suffix), statement: index.statement });
  }
  const skipped = (name: string) => [...skip].some((k) => name.startsWith(`${resource.table}_${k}`));
  return specs
    .filter((s) => !skipped(s.name))
    .map((s) => ({ name: s.name, statement: sql`on ${table} ${s.statement}` }));
};

export interface SyncReport {
  tablesCreated: number;
  columnsAdded: number;
  indexesCreated: number;
  /** `table.column` of unique fields left without their index: stored duplicates to resolve first. */
  uniqueBlocked: string[];
  trigrams: boolean;
  /** Tables whose tally (tally.ts) was (re)built. */
  talliesBuilt: number;
  /** `table.keyColumn` of sort keys left for the back-fill (sort-key-backfill.ts). */
  keysPending: string[];
}

/**
 * Creates or extends one table per served declaration: new modules get their table, new fields
 * their column, new filters their index (and short-search grams column, grams.ts); every table its
 * tally triggers (tally.ts). Idempotent; only missing objects cost a statement. A changed field
 * type is not migrated (that needs a real migration).
 */
export const syncResourceTables = async (db: Kysely<Database>, catalogue: Catalogue): Promise<SyncReport> => {
  const trigrams = await enableTrigrams(db);
  const columns = await existingColumns(db);
  const indexes = await existingIndexes(db);
  const report: SyncReport = {
    tablesCreated: 0,
    columnsAdded: 0,
    indexesCreated: 0,
    uniqueBlocked: [],
    trigrams,
    talliesBuilt: 0,
    keysPending: [],
  };
  const gramsReady = await hasGramsFunction(db);
  const pending = new Map<ServedResource, Set<string>>();
  // One transaction: hundreds of DDL statements share one commit (and a failure leaves nothing half-made).
  await db.transaction().execute(async (trx) => {
    if (!gramsReady) await createGramsFunction.execute(trx);
    await createPendingKeysTable(trx);
    const pendingBefore = await pendingKeyColumns(trx);
    for (const resource of catalogue.served) {
      const keys = new Set(pendingBefore.get(resource.table));
      pending.set(resource, keys);
      await syncOne(trx, resource, { columns, indexes, trigrams, pendingKeys: keys }, report);
    }
    await createTallyTable(trx);
    const tallies = await existingTallyFunctions(trx);
    for (const resource of catalogue.served) {
      if (tallies.has(tallyFunctionOf(resource))) continue;
      await installTally(trx, resource, { isNew: !columns.has(resource.table) });
      report.talliesBuilt += 1;
    }
  });
  // After the commit: until then the columns do not exist for the lists.
  for (const [resource, keys] of pending) {
    for (const key of keys) {
      setKeyPending(resource, key, true);
      report.keysPending.push(`${resource.table}.${key}`);
    }
  }
  return report;
};

interface SyncState {
  columns: Map<string, Set<string>>;
  indexes: Set<string>;
  trigrams: boolean;
  /** This resource's key columns waiting for their back-fill; syncOne adds those it creates. */
  pendingKeys: Set<string>;
}

const syncOne = async (
  db: Kysely<Database>,
  resource: ServedResource,
  { columns, indexes, trigrams, pendingKeys }: SyncState,
  report: SyncReport,
) => {
  const present = columns.get(resource.table);
  if (!present) {
    await createTable(db, resource);
    report.tablesCreated += 1;
  } else {
    for (const field of resource.fields) {
      const column = resource.columns.get(field.name) ?? '';
      if (present.has(column)) continue;
      await sql`alter table ${sql.id(resource.table)} add column if not exists ${sql.id(column)} ${sql.raw(
        sqlTypeOf(field),
      )}`.execute(db);
      report.columnsAdded += 1;
    }
    const keys = await addSortKeyColumns(db, resource, present);
    await recordPendingKeys(db, resource.table, keys);
    for (const field of keys) pendingKeys.add(field.keyColumn);
    report.columnsAdded += keys.length;
  }
  // Grams columns of an existing table, in one statement (a stored column rewrites the table, once):
  // the database computes them for every row present. Their statistics (how common each gram is)
  // drive the planner's choice and the list's estimated totals, so they are gathered at once.
  const added = present ? [...gramsColumns(resource)].filter(([, grams]) => !present.has(grams)) : [];
  if (added.length > 0) {
    const adds = added.map(
      ([column, grams]) => sql`add column if not exists ${gramsDefinition(column, grams)}`,
    );
    await sql`alter table ${sql.id(resource.table)} ${sql.join(adds)}`.execute(db);
    await sql`analyze ${sql.id(resource.table)} (${sql.join(added.map(([, grams]) => sql.id(grams)))})`.execute(
      db,
    );
    report.columnsAdded += added.length;
  }
  for (const index of indexesOf(resource, trigrams, pendingKeys)) {
    if (indexes.has(index.name)) continue;
    await sql`create index if not exists ${sql.id(index.name)} ${index.statement}`.execute(db);
    report.indexesCreated += 1;
  }
  await syncUniqueIndexes(db, resource, indexes, report);
};

/**
 * One unique index per unique field (unique.ts): a value once per data type, empty values aside.
 * Values stored before the field was declared unique may repeat: the index then waits (the write
 * check still refuses new duplicates) and the report names it, instead of failing the start.
 */
const syncUniqueIndexes = async (
  db: Kysely<Database>,
  resource: ServedResource,
  indexes: Set<string>,
  report: SyncReport,
) => {
  const table = sql.id(resource.table);
  for (const field of uniqueFields(resource)) {
    const column = resource.columns.get(field.name) ?? '';
    const name = indexName(resource.table, `${column}_unique`);
    if (indexes.has(name)) continue;
    const repeated = await sql`
      select 1 from ${table} where ${uniqueCovered(column)}
      group by data_type, ${uniqueKey(column)} having count(*) > 1 limit 1`.execute(db);
    if (repeated.rows.length > 0) {
      report.uniqueBlocked.push(`${resource.table}.${column}`);
      continue;
    }
    await sql`create unique index if not exists ${sql.id(name)} on ${table} (data_type, ${uniqueKey(column)})
      where ${uniqueCovered(column)}`.execute(db);
    report.indexesCreated += 1;
  }
};

/**
 * Builds the indexes a table lacks, outside any transaction (after a key's back-fill). On PostgreSQL
 * `concurrently`, so writes go on meanwhile; a build that fails leaves an invalid index, dropped.
 */
export const createMissingIndexes = async (
  db: Kysely<Database>,
  resource: ServedResource,
  options: { concurrently: boolean; skip: ReadonlySet<string> },
): Promise<number> => {
  const trigrams = await trigramsVisible(db);
  const indexes = await existingIndexes(db);
  let created = 0;
  for (const index of indexesOf(resource, trigrams, options.skip)) {
    if (indexes.has(index.name)) continue;
    const name = sql.id(index.name);
    try {
      await (
        options.concurrently
          ? sql`create index concurrently if not exists ${name} ${index.statement}`
          : sql`create index if not exists ${name} ${index.statement}`
      ).execute(db);
    } catch (error) {
      await sql`drop index if exists ${name}`.execute(db).catch(() => {});
      throw error;
    }
    created += 1;
  }
  return created;
};
