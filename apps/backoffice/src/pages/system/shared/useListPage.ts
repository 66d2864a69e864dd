import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { queryAgain } from '@eldercare/admin-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@eldercare/api-client';
import { DEFAULT_PAGE_SIZE } from '@eldercare/api-client/contract';

export interface Paging {
  current: number;
  size: number;
}

type KeepPrevious<D> = { placeholderData: (previous: D | undefined) => D | undefined };
/** An endpoint's list query hook, as the api-client's react hooks are. */
export type ListQueryHook<Q, D> = (query: Q, options: KeepPrevious<D>) => UseQueryResult<D, ApiError>;

export interface ListPageOptions<F, Q, D, R> {
  /** The filter bar's values as the endpoint's filters. */
  toFilters: (values: Record<string, unknown>) => F;
  toQuery: (filters: F, paging: Paging) => Q;
  /** The endpoint's query hook and the key it files its answers under. */
  useList: ListQueryHook<NoInfer<Q>, D>;
  queryKey: (query: NoInfer<Q>) => QueryKey;
  /** One page of the answer: the table's rows and the total the pager counts. */
  pageOf: (data: NoInfer<D>) => { records: R[]; total: number };
  size?: number;
}

const keepPrevious = <D>(previous: D | undefined) => previous;

/**
 * The controller of a paged system list: its filters, paging and query, returned as the props of
 * the filter bar and the table (the page renders them). 查询 and 重置 go back to page 1 and ask the
 * server again, as the module lists do (the kit's queryAgain).
 */
export function useListPage<F, Q, D, R>(options: ListPageOptions<F, Q, D, R>) {
  const { toFilters, toQuery, queryKey, pageOf } = options;
  const { t } = useTranslation('system');
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<F>(() => toFilters({}));
  const [paging, setPaging] = useState<Paging>({ current: 1, size: options.size ?? DEFAULT_PAGE_SIZE });
  const query = toQuery(filters, paging);
  const list = options.useList(query, { placeholderData: keepPrevious });

  const onQuery = (values: Record<string, unknown>) => {
    const nextFilters = toFilters(values);
    queryAgain({
      queryClient,
      current: queryKey(query),
      next: queryKey(toQuery(nextFilters, { ...paging, current: 1 })),
      refetch: list.refetch,
      apply: () => {
        setFilters(nextFilters);
        setPaging((current) => ({ ...current, current: 1 }));
      },
    });
  };

  const page = list.data ? pageOf(list.data) : undefined;
  return {
    list,
    filters,
    /** Set when the list could not be loaded and there is nothing to show instead. */
    error:
      list.isError && !list.data ? { onRetry: () => void list.refetch(), detail: list.error.msg } : undefined,
    filterBarProps: { loading: list.isFetching, onQuery },
    tableProps: {
      dataSource: page?.records ?? [],
      loading: list.isLoading || list.isFetching,
      locale: { emptyText: t('common.empty') },
      pagination: {
        current: paging.current,
        pageSize: paging.size,
        total: page?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total: number) => t('common.total', { count: total }),
        onChange: (current: number, size: number) => setPaging({ current, size }),
      },
    },
  };
}

/**
 * 查询 and 重置 on a list the browser filters (the server sends every record): the new search, and
 * the records asked for again, as on a paged list and for the same reason.
 */
export function useListSearch<S>(toSearch: (values: Record<string, unknown>) => S, refetch: () => unknown) {
  const [search, setSearch] = useState<S>(() => toSearch({}));
  const onQuery = (values: Record<string, unknown>) => {
    setSearch(toSearch(values));
    void refetch();
  };
  return { search, onQuery };
}

/** The filter bar's `keyword` item as a search: trimmed text, or '' for none. */
export const keywordOf = (values: Record<string, unknown>) =>
  typeof values.keyword === 'string' ? values.keyword : '';
