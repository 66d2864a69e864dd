import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { ServedResource } from './catalogue.js';
import { listConditions } from './list-query.js';
import type { Db } from './repository.js';

/**
 * Counts for summaries (the dashboard). Every count uses `listConditions`, the WHERE of the
 * module's list route, so a figure always equals the `total` the list shows for the same filters.
 */

const whereAll = (conditions: RawBuilder<SqlBool>[]) => sql.join(conditions, sql` and `);

export interface CountRequest {
  resource: ServedResource;
  /** List filters, as the list route takes them (`{ startTimeStart, startTimeEnd }`...). */
  query?: Record<string, unknown>;
}

/** Several totals in one statement: one scalar subquery per request, answers in request order. */
export const countMany = async (db: Db, session: Session, requests: CountRequest[]): Promise<number[]> => {
  if (requests.length === 0) return [];
  const columns = requests.map(
    ({ resource, query }, i) =>
      sql`(select count(*) from ${sql.id(resource.table)} where ${whereAll(
        listConditions(resource, session, query ?? {}),
      )}) as ${sql.id(`c${i}`)}`,
  );
  const result = await sql<Record<string, string | number>>`select ${sql.join(columns)}`.execute(db);
  const row = result.rows[0] ?? {};
  return requests.map((_, i) => Number(row[`c${i}`] ?? 0));
};

/**
 * Records per area in one grouped query: each code counts the records at it or below, as the
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
      select left(area_code, ${length}) as code, count(*) as n from ${sql.id(resource.table)}
      where ${whereAll(listConditions(resource, session, {}))}
      group by 1`.execute(db);
    for (const row of result.rows) {
      if (counts.has(row.code)) counts.set(row.code, Number(row.n));
    }
  }
  return counts;
};

/**
 * Records per value of a multi-valued enum field (a jsonb array) in one grouped query. A record
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
  if (!column) return new Map();
  const ref = sql.ref(column);
  const result = await sql<{ value: string; n: string | number }>`
    select v.value, count(*) as n from ${sql.id(resource.table)}
    cross join lateral (
      select distinct x.e #>> '{}' as value
      from jsonb_array_elements(case when jsonb_typeof(${ref}) = 'array' then ${ref} else '[]'::jsonb end) as x(e)
      where jsonb_typeof(x.e) = 'string'
    ) as v
    where ${whereAll(listConditions(resource, session, {}))}
    group by v.value`.execute(db);
  return new Map(result.rows.map((row) => [row.value, Number(row.n)]));
};
