import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListParams, ResourceDataSource } from '../data/resource-data-source';
import { resourceKeys } from '../data/resource-keys';

/** SPEC leaves the page size open; 10 matches the server's default page. */
export const DEFAULT_PAGE_SIZE = 10;

/** Paging + filters of a list page and its query; a new filter goes back to page 1. */
export function useListState(source: ResourceDataSource, sort?: { field: string; order: 'asc' | 'desc' }) {
  const [params, setParams] = useState<ListParams>({
    current: 1,
    size: DEFAULT_PAGE_SIZE,
    filters: {},
    ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
  });
  const query = useQuery({
    queryKey: resourceKeys.list(source.module, params),
    queryFn: ({ signal }) => source.list(params, { signal }),
    placeholderData: (previous) => previous,
  });
  return {
    params,
    query,
    setFilters: (filters: Record<string, unknown>) => setParams((p) => ({ ...p, filters, current: 1 })),
    setPage: (current: number, size: number) =>
      setParams((p) => ({ ...p, current: size === p.size ? current : 1, size })),
    setSort: (sortField: string | undefined, sortOrder: 'asc' | 'desc' | undefined) =>
      setParams((p) => {
        const { sortField: _f, sortOrder: _o, ...rest } = p;
        return sortField ? { ...rest, sortField, sortOrder: sortOrder ?? 'asc' } : rest;
      }),
  };
}
