import type { ResourceOptionsQuerySchema } from '@eldercare/contract';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { Session } from '../../auth/session-context.js';
import type { ServedResource } from '../schema/catalogue.js';
import type { Db } from '../schema/db.js';
import { scopeOf } from './repository.js';

/**
 * Records of the caller's scope to pick from, labelled by their title field (`#id` when it is
 * empty): those whose title contains the keyword, of the provider when one is named, in title order.
 */
export const searchOptions = async (
  db: Db,
  resource: ServedResource,
  session: Pick<Session, 'areaCode' | 'dataType'>,
  query: Omit<z.output<typeof ResourceOptionsQuerySchema>, 'ids'>,
) => {
  const titleField = resource.byName.get(resource.declaration.titleField);
  const column = titleField ? (resource.columns.get(titleField.name) ?? 'id') : 'id';
  const keyword = query.keyword ?? '';
  const where = [scopeOf(session)];
  const providerColumn = resource.columns.get('providerId');
  if (query.providerId !== undefined && providerColumn)
    where.push(sql<SqlBool>`${sql.ref(providerColumn)} = ${query.providerId}`);
  if (keyword !== '' && titleField) {
    where.push(
      sql<SqlBool>`${sql.ref(column)}::text ilike ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  }
  const rows = await sql<{ id: string | number; label: unknown }>`
    select id, ${sql.ref(column)} as label from ${sql.id(resource.table)}
    where ${sql.join(where, sql` and `)} order by ${sql.ref(column)} limit ${query.size}`.execute(db);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    label: r.label === null ? `#${r.id}` : String(r.label),
  }));
};
