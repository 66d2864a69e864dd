import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { ServedResource } from './catalogue.js';
import { storageOf } from './columns.js';
import { filterConditions } from './filters.js';
import { scopeOf } from './repository.js';

const SYSTEM_SORTS: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };

/** The sort column: a declared scalar field or a system column; else the declaration's default. */
export const orderOf = (
  resource: ServedResource,
  sortField: string | undefined,
  sortOrder: 'asc' | 'desc' | undefined,
): { column: string; direction: 'asc' | 'desc' } => {
  const pick = (name: string | undefined) => {
    if (!name) return undefined;
    if (SYSTEM_SORTS[name]) return SYSTEM_SORTS[name];
    const field = resource.byName.get(name);
    return field && storageOf(field) !== 'json' ? resource.columns.get(name) : undefined;
  };
  const requested = pick(sortField);
  if (requested) return { column: requested, direction: sortOrder ?? 'asc' };
  const fallback = resource.declaration.sort;
  const column = pick(fallback?.field);
  if (column) return { column, direction: sortOrder ?? fallback?.order ?? 'asc' };
  return { column: 'id', direction: sortOrder ?? 'desc' };
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
  return conditions;
};
