import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServedResource } from '../schema/catalogue.js';
import { storageOf } from '../schema/columns.js';

/**
 * Running counts of every module's records per (area, data type), and per value of its multi-valued
 * enum fields, kept by the database itself: statement-level triggers add the inserted rows and
 * subtract the deleted ones (an update does both), so every write path — routes, imports, workflow
 * steps, bulk seeds, a test's TRUNCATE — keeps them exact. Summaries (stats.ts) add up a few hundred
 * tally rows instead of reading a million records; the sums match the list's counts because a
 * record's area code is stored whole and summed with the same `area_code like 'scope%'`.
 *
 * A statement APPENDS its delta rows rather than updating one row per key: an update would lock
 * that row until the writer commits, so every create in the same area would wait behind a 5,000-row
 * import's transaction (30.9 s in the soak). Readers sum, so several rows per key mean the
 * same; `compactTally` folds them back now and then.
 */

export const TALLY_TABLE = 'resource_tally';

/** The field of the whole-record counts (a record counts once per (area, data type)). */
export const RECORDS = '';

/** Multi-valued enum fields: their per-value counts feed the dashboard's category chart. */
export const talliedFields = (resource: ServedResource): string[] =>
  resource.fields
    .filter((f) => storageOf(f) === 'json' && f.type === 'enum')
    .map((f) => resource.columns.get(f.name) ?? '');

/** The table, and (for a database made before deltas) the unique key dropped for a plain index. */
export const createTallyTable = async (db: Kysely<Database>): Promise<void> => {
  const table = sql.id(TALLY_TABLE);
  await sql`
    create table if not exists ${table} (
      table_name text not null,
      field text not null,
      value text not null,
      area_code text not null,
      data_type text not null,
      n bigint not null
    )`.execute(db);
  await sql`alter table ${table} drop constraint if exists ${sql.id(`${TALLY_TABLE}_pkey`)}`.execute(db);
  await sql`create index if not exists ${sql.id(`${TALLY_TABLE}_key`)}
    on ${table} (table_name, field, value, area_code, data_type)`.execute(db);
};

/**
 * Folds each key's delta rows into one, in one statement: rows appended by transactions still
 * open are not visible to it and stay as they are; two instances compacting at once each fold
 * only the rows they deleted.
 */
export const compactTally = async (db: Kysely<Database>): Promise<void> => {
  await sql`
    with gone as (delete from ${sql.id(TALLY_TABLE)} returning *)
    insert into ${sql.id(TALLY_TABLE)} (table_name, field, value, area_code, data_type, n)
    select table_name, field, value, area_code, data_type, sum(n) from gone
    group by table_name, field, value, area_code, data_type
    having sum(n) <> 0`.execute(db);
};

/** Postgres truncates identifiers at 63 bytes; long names keep a hash so they stay unique. */
const shortName = (name: string): string =>
  name.length <= 63
    ? name
    : `${name.slice(0, 54)}_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;

/**
 * The trigger function's name carries a hash of what it counts: a declaration that gains or loses
 * a tallied field gets a new function, and the tally of its table is rebuilt.
 */
export const tallyFunctionOf = (resource: ServedResource): string => {
  const hash = createHash('sha1')
    // v2: deltas appended instead of upserted (a new function body, so every tally is reinstalled).
    .update(['v2', ...talliedFields(resource)].join(','))
    .digest('hex')
    .slice(0, 8);
  return shortName(`${resource.table}_tally_${hash}`);
};

/** The distinct string values of a jsonb array column (anything else holds none), per row of `source`. */
const valuesOf = (source: string, column: string) => sql`
  select r.area_code, r.data_type, ${column}::text as field, v.value
  from ${sql.id(source)} as r cross join lateral (
    select distinct x.e #>> '{}' as value
    from jsonb_array_elements(
      case when jsonb_typeof(r.${sql.id(column)}) = 'array' then r.${sql.id(column)} else '[]'::jsonb end
    ) as x(e)
    where jsonb_typeof(x.e) = 'string'
  ) as v`;

/** Every count a set of rows contributes: (field, value, area, data type) with one per row. */
const contributions = (resource: ServedResource, source: string): RawBuilder<unknown> =>
  sql.join(
    [
      sql`select area_code, data_type, ${RECORDS}::text as field, ${RECORDS}::text as value from ${sql.id(source)}`,
      ...talliedFields(resource).map((column) => valuesOf(source, column)),
    ],
    sql` union all `,
  );

/** Appends what `source` adds (sign 1) or takes away (-1), one row per key it touches. */
const applyDelta = (resource: ServedResource, parts: { source: string; sign: 1 | -1 }[]) => sql`
  insert into ${sql.id(TALLY_TABLE)} (table_name, field, value, area_code, data_type, n)
  select ${resource.table}::text, d.field, d.value, d.area_code, d.data_type, sum(d.n)
  from (${sql.join(
    parts.map(
      (p) => sql`select c.*, ${p.sign}::bigint as n from (${contributions(resource, p.source)}) as c`,
    ),
    sql` union all `,
  )}) as d
  group by d.field, d.value, d.area_code, d.data_type
  having sum(d.n) <> 0`;

/** The plpgsql body is text: compile the delta statements with their values inlined (no parameters). */
const inline = (db: Kysely<Database>, statement: RawBuilder<unknown>): string => {
  const compiled = statement.compile(db);
  return compiled.sql.replace(/\$(\d+)/g, (_, i: string) => {
    const value = compiled.parameters[Number(i) - 1];
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
};

/**
 * Creates (or replaces) the table's tally function and triggers and rebuilds its tally from the
 * rows present (none in a table just created). Run inside the sync's transaction: creating the triggers locks out writers until
 * the commit, so no write falls between the rebuild and the triggers.
 */
export const installTally = async (
  db: Kysely<Database>,
  resource: ServedResource,
  options: { isNew: boolean },
): Promise<void> => {
  const fn = tallyFunctionOf(resource);
  const table = sql.id(resource.table);
  const body = `begin
  if tg_op = 'TRUNCATE' then
    delete from ${TALLY_TABLE} where table_name = tg_table_name;
  elsif tg_op = 'INSERT' then
    ${inline(db, applyDelta(resource, [{ source: 'new_rows', sign: 1 }]))};
  elsif tg_op = 'DELETE' then
    ${inline(db, applyDelta(resource, [{ source: 'old_rows', sign: -1 }]))};
  else
    ${inline(
      db,
      applyDelta(resource, [
        { source: 'new_rows', sign: 1 },
        { source: 'old_rows', sign: -1 },
      ]),
    )};
  end if;
  return null;
end`;
  await sql`create or replace function ${sql.id(fn)}() returns trigger language plpgsql as ${sql.raw(`$tally$${body}$tally$`)}`.execute(
    db,
  );
  const name = (suffix: string) => sql.id(shortName(`${resource.table}_tally_${suffix}`));
  const run = sql`for each statement execute function ${sql.id(fn)}()`;
  await sql`create or replace trigger ${name('ins')} after insert on ${table}
    referencing new table as new_rows ${run}`.execute(db);
  await sql`create or replace trigger ${name('upd')} after update on ${table}
    referencing old table as old_rows new table as new_rows ${run}`.execute(db);
  await sql`create or replace trigger ${name('del')} after delete on ${table}
    referencing old table as old_rows ${run}`.execute(db);
  await sql`create or replace trigger ${name('trunc')} after truncate on ${table} ${run}`.execute(db);
  await sql`delete from ${sql.id(TALLY_TABLE)} where table_name = ${resource.table}`.execute(db);
  // A table created in this transaction has no rows to count.
  if (options.isNew) return;
  await sql`
    insert into ${sql.id(TALLY_TABLE)} (table_name, field, value, area_code, data_type, n)
    select ${resource.table}::text, c.field, c.value, c.area_code, c.data_type, count(*)
    from (${contributions(resource, resource.table)}) as c
    group by c.field, c.value, c.area_code, c.data_type`.execute(db);
};

/** The tally functions present in our schema (one query for the whole catalogue). */
export const existingTallyFunctions = async (db: Kysely<Database>): Promise<Set<string>> => {
  const rows = await sql<{ proname: string }>`
    select proname from pg_proc
    where pronamespace = current_schema()::regnamespace and proname like ${'%\\_tally\\_%'}`.execute(db);
  return new Set(rows.rows.map((r) => r.proname));
};
