import { DEFAULT_PAGE_SIZE } from '@eldercare/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListParams, ResourceDataSource } from '../data/resource-data-source';
import { useResourceHost } from '../host/resource-host';
import { queryAgain } from './query-again';

/**
 * Paging, sort and filters of a list page and its query; a new filter goes back to page 1 and keeps
 * the sort, 重置 (`resetSort`) goes back to the declaration's sort as well.
 */
export function useListState(
  source: ResourceDataSource,
  sort?: { field: string; order: 'asc' | 'desc' },
  initialFilters: Record<string, unknown> = {},
) {
  const queryClient = useQueryClient();
  const { keys: resourceKeys } = useResourceHost();
  const defaultSort = sort ? { sortField: sort.field, sortOrder: sort.order } : {};
  const [params, setParams] = useState<ListParams>({
    current: 1,
    size: DEFAULT_PAGE_SIZE,
    filters: initialFilters,
    ...defaultSort,
  });
  const query = useQuery({
    queryKey: resourceKeys.list(source.module, params),
    queryFn: ({ signal }) => source.list(params, { signal }),
    placeholderData: (previous) => previous,
    // Opening the page or refreshing its tab (a remount) shows what the server has now, not a
    // list cached by an earlier visit; switching tabs keeps the page mounted and does not refetch.
    refetchOnMount: 'always',
  });
  /** 查询 and 重置: see queryAgain. */
  const setFilters = (filters: Record<string, unknown>, { resetSort = false } = {}) => {
    const { sortField: _f, sortOrder: _o, ...unsorted } = params;
    const kept = resetSort ? { ...unsorted, ...defaultSort } : params;
    const next = { ...kept, filters, current: 1 };
    queryAgain({
      queryClient,
      current: resourceKeys.list(source.module, params),
      next: resourceKeys.list(source.module, next),
      refetch: query.refetch,
      apply: () => setParams(next),
    });
  };
  return {
    params,
    query,
    setFilters,
    setPage: (current: number, size: number) =>
      setParams((p) => ({ ...p, current: size === p.size ? current : 1, size })),
    setSort: (sortField: string | undefined, sortOrder: 'asc' | 'desc' | undefined) =>
      setParams((p) => {
        const { sortField: _f, sortOrder: _o, ...rest } = p;
        const sorted = sortField ? { ...rest, sortField, sortOrder: sortOrder ?? 'asc' } : rest;
        return { ...sorted, current: 1 };
      }),
  };
}
