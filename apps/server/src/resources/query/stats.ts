import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Session } from '../../auth/session-context.js';
import type { ServedResource } from '../schema/catalogue.js';
import { listConditions } from './list-query.js';
import { scopeOf } from './repository.js';
import type { Db } from '../schema/db.js';
import { RECORDS, TALLY_TABLE, talliedFields } from './tally.js';

/**
 * Counts for summaries (the dashboard). A filtered count uses `listConditions`, the WHERE of the
 * module's list route; an unfiltered one adds up the module's tally (tally.ts) in the same scope.
 * Either way a figure equals the exact number of records the list finds for the same filters.
 */

const whereAll = (conditions: RawBuilder<SqlBool>[]) => sql.join(conditions, sql` and `);

export interface CountRequest {
  resource: ServedResource;
  /** List filters, as the list route takes them (`{ startTimeStart, startTimeEnd }`...). */
  query?: Record<string, unknown>;
}

/**
 * The tally rows (tally.ts) of a module's `field` inside the caller's scope: the same scope the
 * list's WHERE starts with (scopeOf), applied to the area codes the tally is kept by.
 */
const tallyIn = (resource: ServedResource, session: Session, field: string) =>
  sql`from ${sql.id(TALLY_TABLE)} where table_name = ${resource.table} and field = ${field}
    and ${scopeOf(session)}`;

/**
 * Several totals in one statement: one scalar subquery per request, answers in request order. A
 * request without filters adds up the module's tally; one with filters counts its records.
 */
export const countMany = async (db: Db, session: Session, requests: CountRequest[]): Promise<number[]> => {
  if (requests.length === 0) return [];
  const columns = requests.map(({ resource, query }, i) =>
    query && Object.keys(query).length > 0
      ? sql`(select count(*) from ${sql.id(resource.table)} where ${whereAll(
          listConditions(resource, session, query),
        )}) as ${sql.id(`c${i}`)}`
      : sql`(select coalesce(sum(n), 0) ${tallyIn(resource, session, RECORDS)} and value = ${RECORDS}) as ${sql.id(`c${i}`)}`,
  );
  const result = await sql<Record<string, string | number>>`select ${sql.join(columns)}`.execute(db);
  const row = result.rows[0] ?? {};
  return requests.map((_, i) => Number(row[`c${i}`] ?? 0));
};

/**
 * Records per area in one grouped query over the tally: each code counts the records at it or below, as the
 * list's `areaCode` filter does (`area_code like code%`). Codes of one length group by that
 * prefix of `area_code`; codes of another length (mixed levels) take one more query.
 */
export const countByArea = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  codes: readonly string[],
): Promise<Map<string, number>> => {
  const counts = new Map(codes.map((code) => [code, 0]));
  const lengths = [...new Set(codes.map((code) => code.length))];
  for (const length of lengths) {
    const result = await sql<{ code: string; n: string | number }>`
      select left(area_code, ${length}) as code, sum(n) as n ${tallyIn(resource, session, RECORDS)}
      and value = ${RECORDS} group by 1`.execute(db);
    for (const row of result.rows) {
      if (counts.has(row.code)) counts.set(row.code, Number(row.n));
    }
  }
  return counts;
};

/**
 * Records per value of a multi-valued enum field (a jsonb array), from its tally. A record
 * counts once per distinct string it holds, which is what the list's `@>` filter on that value
 * matches; anything that is not an array counts nowhere.
 */
export const countByArrayValue = async (
  db: Db,
  resource: ServedResource,
  session: Session,
  fieldName: string,
): Promise<Map<string, number>> => {
  const column = resource.columns.get(fieldName);
  if (!column || !talliedFields(resource).includes(column)) return new Map();
  const result = await sql<{ value: string; n: string | number }>`
    select value, sum(n) as n ${tallyIn(resource, session, column)} group by value`.execute(db);
  return new Map(result.rows.map((row) => [row.value, Number(row.n)]));
};
