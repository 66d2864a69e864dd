import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@eldercare/api-client';
import { keywordOf, useListPage, useListSearch, type Paging } from './useListPage';

interface Query extends Paging {
  name?: string;
}
interface Answer {
  records: string[];
  total: number;
}

/** A system list over a counting fake endpoint, in a query client as fresh-minded as the shell's. */
function renderList() {
  const asked: Query[] = [];
  const queryKey = (query: Query) => ['people', query] as const;
  const useList = (query: Query, options: { placeholderData: (previous?: Answer) => Answer | undefined }) =>
    useQuery<Answer, ApiError>({
      ...options,
      queryKey: queryKey(query),
      queryFn: () => {
        asked.push(query);
        return Promise.resolve({ records: [`${query.name ?? 'all'}@${query.current}`], total: 25 });
      },
    });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useListPage({
        toFilters: (values) => (typeof values.name === 'string' ? { name: values.name } : {}),
        toQuery: (filters: { name?: string }, paging: Paging): Query => ({ ...filters, ...paging }),
        useList,
        queryKey,
        pageOf: (answer) => answer,
      }),
    { wrapper },
  );
  return { asked, hook };
}

describe('useListPage (the system lists)', () => {
  it('asks the server again on 查询 with unchanged filters', async () => {
    const { asked, hook } = renderList();
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => hook.result.current.filterBarProps.onQuery({}));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ current: 1, size: 10 });
  });

  it('asks the server again for filters whose answer is cached and still fresh', async () => {
    const { asked, hook } = renderList();
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => hook.result.current.filterBarProps.onQuery({ name: 'li' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    act(() => hook.result.current.filterBarProps.onQuery({}));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.map((query) => query.name)).toEqual([undefined, 'li', undefined]);
  });

  it('goes back to page 1 on 查询 and keeps the page size (10 by default)', async () => {
    const { asked, hook } = renderList();
    await waitFor(() => expect(hook.result.current.tableProps.dataSource).toEqual(['all@1']));
    act(() => hook.result.current.tableProps.pagination.onChange(3, 10));
    await waitFor(() => expect(hook.result.current.tableProps.dataSource).toEqual(['all@3']));
    act(() => hook.result.current.filterBarProps.onQuery({ name: 'li' }));
    await waitFor(() => expect(hook.result.current.tableProps.dataSource).toEqual(['li@1']));
    expect(hook.result.current.tableProps.pagination).toMatchObject({ current: 1, pageSize: 10, total: 25 });
    expect(asked).toHaveLength(3);
  });
});

describe('useListSearch (the lists filtered in the browser)', () => {
  it('takes the new search and asks the server again, also when the search is unchanged', () => {
    let asked = 0;
    const refetch = () => (asked += 1);
    const hook = renderHook(() => useListSearch(keywordOf, refetch));
    act(() => hook.result.current.onQuery({ keyword: 'care' }));
    expect(hook.result.current.search).toBe('care');
    act(() => hook.result.current.onQuery({ keyword: 'care' }));
    expect(asked).toBe(2);
  });
});
