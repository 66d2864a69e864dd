import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useListPage, type ListSort, type Paging } from './useListPage';

interface Query extends Paging {
  name?: string;
  sort?: string;
}
interface Answer {
  records: string[];
  total: number;
}

const queryKey = (query: Query) => ['people', query] as const;
const toFilters = (values: Record<string, unknown>) =>
  typeof values.name === 'string' ? { name: values.name } : {};
const toQuery = (filters: { name?: string }, paging: Paging, sort: ListSort | undefined): Query => ({
  ...filters,
  ...paging,
  ...(sort ? { sort: `${sort.field} ${sort.order}` } : {}),
});

/** A list over a counting fake endpoint, in a query client whose answers stay fresh for 30 s. */
function renderList(sort?: ListSort) {
  const asked: Query[] = [];
  const useList = (query: Query, options: { placeholderData: (previous?: Answer) => Answer | undefined }) =>
    useQuery<Answer>({
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
    () => useListPage({ toFilters, toQuery, useList, queryKey, pageOf: (answer) => answer, sort }),
    { wrapper },
  );
  return { asked, hook };
}

describe('useListPage', () => {
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

  it('keeps the filters on another page, and goes back to page 1 for another page size', async () => {
    const { asked, hook } = renderList();
    act(() => hook.result.current.filterBarProps.onQuery({ name: 'li' }));
    act(() => hook.result.current.tableProps.pagination.onChange(2, 10));
    await waitFor(() => expect(hook.result.current.tableProps.dataSource).toEqual(['li@2']));
    act(() => hook.result.current.tableProps.pagination.onChange(2, 20));
    await waitFor(() => expect(hook.result.current.tableProps.dataSource).toEqual(['li@1']));
    expect(asked.at(-1)).toEqual({ name: 'li', current: 1, size: 20 });
  });

  it('keeps the chosen sort on 查询 and goes back to the first one on 重置', async () => {
    const { asked, hook } = renderList({ field: 'name', order: 'asc' });
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => hook.result.current.setSort('age', 'desc'));
    await waitFor(() => expect(asked.at(-1)?.sort).toBe('age desc'));
    act(() => hook.result.current.filterBarProps.onQuery({ name: 'li' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ name: 'li', sort: 'age desc' }));
    act(() => {
      hook.result.current.filterBarProps.onReset();
      hook.result.current.filterBarProps.onQuery({});
    });
    await waitFor(() => expect(asked.at(-1)).toEqual({ current: 1, size: 10, sort: 'name asc' }));
  });
});
