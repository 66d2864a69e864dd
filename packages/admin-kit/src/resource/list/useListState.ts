import { useQuery } from '@tanstack/react-query';
import type { ListParams, ListResult, ResourceDataSource } from '../data/resource-data-source';
import { useResourceHost } from '../host/resource-host';
import { useListPage, type ListQueryHook, type ListSort, type Paging } from './useListPage';

type Filters = Record<string, unknown>;

const asFilters = (values: Filters) => values;
const toParams = (filters: Filters, paging: Paging, sort: ListSort | undefined): ListParams => ({
  ...paging,
  filters,
  ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
});
const wholePage = (result: ListResult) => result;

/** A module list's controller: `useListPage` over the data source, in the declaration's sort. */
export function useListState(source: ResourceDataSource, sort?: ListSort, initialFilters: Filters = {}) {
  const { keys } = useResourceHost();
  const keyOf = (params: ListParams) => keys.list(source.module, params);
  const useSourceList: ListQueryHook<ListParams, ListResult> = (params, options) =>
    useQuery<ListResult>({
      ...options,
      queryKey: keyOf(params),
      queryFn: ({ signal }) => source.list(params, { signal }),
      // Opening the page or refreshing its tab (a remount) shows what the server has now, not a
      // list cached by an earlier visit; switching tabs keeps the page mounted and does not refetch.
      refetchOnMount: 'always',
    });
  return useListPage({
    toFilters: asFilters,
    initialValues: initialFilters,
    toQuery: toParams,
    useList: useSourceList,
    queryKey: keyOf,
    pageOf: wholePage,
    sort,
  });
}
