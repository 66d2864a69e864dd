import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { ServedResource } from './catalogue.js';
import { ageSourceColumn, storageOf } from './columns.js';
import { filterConditions } from './filters.js';
import { scopeOf } from './repository.js';

const SYSTEM_SORTS: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };

type Direction = 'asc' | 'desc';

/**
 * The sort column: a declared scalar field or a system column; else the declaration's default.
 * Ages are computed, so they sort by their birth date the other way round (oldest = earliest born).
 */
export const orderOf = (
  resource: ServedResource,
  sortField: string | undefined,
  sortOrder: Direction | undefined,
): { column: string; direction: Direction } => {
  const pick = (name: string | undefined, direction: Direction) => {
    if (!name) return undefined;
    const system = SYSTEM_SORTS[name];
    if (system) return { column: system, direction };
    const field = resource.byName.get(name);
    if (!field || storageOf(field) === 'json') return undefined;
    const birth = ageSourceColumn(resource, field);
    if (birth) return { column: birth, direction: direction === 'asc' ? 'desc' : ('asc' as Direction) };
    const column = resource.columns.get(name);
    return column ? { column, direction } : undefined;
  };
  const requested = pick(sortField, sortOrder ?? 'asc');
  if (requested) return requested;
  const fallback = resource.declaration.sort;
  return (
    pick(fallback?.field, sortOrder ?? fallback?.order ?? 'asc') ?? {
      column: 'id',
      direction: sortOrder ?? 'desc',
    }
  );
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
