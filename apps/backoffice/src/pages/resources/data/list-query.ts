import type { ListParams } from '@eldercare/admin-kit';

/** Drops empty filter values so the server never sees `name=` (it would refuse or match nothing). */
export function listQuery(params: ListParams): Record<string, unknown> {
  const query: Record<string, unknown> = { current: params.current, size: params.size };
  for (const [key, value] of Object.entries(params.filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    query[key] = value;
  }
  if (params.sortField) {
    query.sortField = params.sortField;
    query.sortOrder = params.sortOrder ?? 'asc';
  }
  return query;
}
