import { DEFAULT_PAGE_SIZE } from '@eldercare/contract';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryAgain } from './query-again';

export interface Paging {
  current: number;
  size: number;
}

/** A list's order; 重置 goes back to the one the list started with. */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** One page of an answer: the table's rows and the total the pager counts. */
export interface ListPageOf<R> {
  records: R[];
  total: number;
  /** The server's estimate rather than a count (the pager says "about"). */
  isTotalEstimated?: boolean;
}

type KeepPrevious<D> = { placeholderData: (previous: D | undefined) => D | undefined };
/** A list query hook: an api-client's endpoint hook, or `useQuery` over a data source. */
export type ListQueryHook<Q, D, E = Error> = (query: Q, options: KeepPrevious<D>) => UseQueryResult<D, E>;

export interface ListPageOptions<F, Q, D, R, E> {
  /** The filter bar's values as the list's filters. */
  toFilters: (values: Record<string, unknown>) => F;
  /** The filter bar's first values (and so the first query's filters). */
  initialValues?: Record<string, unknown>;
  toQuery: (filters: F, paging: Paging, sort: ListSort | undefined) => Q;
  /** The query hook and the key it files its answers under (the same for both). */
  useList: ListQueryHook<NoInfer<Q>, D, E>;
  queryKey: (query: NoInfer<Q>) => QueryKey;
  pageOf: (data: NoInfer<D>) => ListPageOf<R>;
  /** Rows a page; the contract's DEFAULT_PAGE_SIZE by default. */
  size?: number;
  sort?: ListSort;
}

interface ListPageState<F> {
  filters: F;
  paging: Paging;
  sort: ListSort | undefined;
}

/** The pager's props: antd's `Table` `pagination` or a `Pagination` of the host's own. */
export interface ListPagination {
  current: number;
  pageSize: number;
  total: number;
  showSizeChanger: true;
  onChange: (current: number, size: number) => void;
}

const keepPrevious = <D>(previous: D | undefined) => previous;

/**
 * The controller of a paged list page, without its markup (as refine's `useTable`): filters, paging,
 * sort and the query, answered as `filterBarProps` for the kit's `FilterBar` and `tableProps` for
 * antd's `Table` (texts such as the empty state and the total are the page's to add).
 *
 * One behaviour on every list: 查询 and 重置 go back to page 1 and ask the server again, also with
 * unchanged filters (`queryAgain`); 重置 also goes back to the first sort; another page keeps the
 * filters; another page size goes back to page 1.
 */
export function useListPage<F, Q, D, R, E = Error>(options: ListPageOptions<F, Q, D, R, E>) {
  const { toFilters, toQuery, queryKey, pageOf } = options;
  const queryClient = useQueryClient();
  const [state, setState] = useState<ListPageState<F>>(() => ({
    filters: toFilters(options.initialValues ?? {}),
    paging: { current: 1, size: options.size ?? DEFAULT_PAGE_SIZE },
    sort: options.sort,
  }));
  const params = toQuery(state.filters, state.paging, state.sort);
  const query = options.useList(params, { placeholderData: keepPrevious });
  const queryOf = (next: ListPageState<F>) => toQuery(next.filters, next.paging, next.sort);

  const setFilters = (filters: F, { resetSort = false } = {}) => {
    const next = {
      filters,
      paging: { ...state.paging, current: 1 },
      sort: resetSort ? options.sort : state.sort,
    };
    queryAgain({
      queryClient,
      current: queryKey(params),
      next: queryKey(queryOf(next)),
      refetch: query.refetch,
      apply: () => setState(next),
    });
  };
  const setPage = (current: number, size: number) =>
    setState((s) => ({ ...s, paging: { current: size === s.paging.size ? current : 1, size } }));
  const setSort = (field: string | undefined, order: 'asc' | 'desc' | undefined) =>
    setState((s) => ({
      ...s,
      sort: field ? { field, order: order ?? 'asc' } : undefined,
      paging: { ...s.paging, current: 1 },
    }));

  const resetting = useReset();
  const page = query.data ? pageOf(query.data) : undefined;
  const pagination: ListPagination = {
    current: state.paging.current,
    pageSize: state.paging.size,
    total: page?.total ?? 0,
    showSizeChanger: true,
    onChange: setPage,
  };
  return {
    ...state,
    /** The query the list asks now (filters, paging and sort as the endpoint takes them). */
    params,
    query,
    page,
    setFilters,
    setPage,
    setSort,
    /** Set when the first load failed and there is nothing to show instead. */
    failure:
      query.isError && !query.data ? { error: query.error, retry: () => void query.refetch() } : undefined,
    filterBarProps: {
      initialValues: options.initialValues,
      loading: query.isFetching,
      onQuery: (values: Record<string, unknown>) =>
        setFilters(toFilters(values), { resetSort: resetting.take() }),
      onReset: resetting.mark,
    },
    tableProps: {
      dataSource: page?.records ?? [],
      loading: query.isPending || query.isFetching,
      pagination,
    },
  };
}

export type ListPageController<F, Q, D, R, E = Error> = ReturnType<typeof useListPage<F, Q, D, R, E>>;

/** The filter bar's 重置 runs onReset, then onQuery: the flag makes that query drop the chosen sort too. */
function useReset() {
  const resetting = useRef(false);
  return {
    mark: () => {
      resetting.current = true;
    },
    take: () => {
      const was = resetting.current;
      resetting.current = false;
      return was;
    },
  };
}
