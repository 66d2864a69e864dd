import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { FilterBar, type FilterItem } from '@eldercare/admin-kit';
import { QueryError } from './QueryError';
import type { useListPage } from './useListPage';

type ListPage = Pick<ReturnType<typeof useListPage>, 'error' | 'filterBarProps' | 'tableProps'>;

export interface ListViewProps<R> {
  /** What `useListPage` returned for this list. */
  page: ListPage;
  filterItems: readonly FilterItem[];
  /** The filter bar's buttons beside 查询 and 重置 (add, batch actions). */
  extra?: ReactNode;
  /** The table's own props: row key, columns, scroll width, selection. */
  table: Omit<TableProps<R>, 'dataSource' | 'loading' | 'locale' | 'pagination'>;
}

/** A system list's layout: the filter bar over the table, or the error in the table's place. */
export function ListView<R extends object>({ page, filterItems, extra, table }: ListViewProps<R>) {
  return (
    <>
      <FilterBar items={filterItems} {...page.filterBarProps} extra={extra} />
      {page.error ? (
        <QueryError {...page.error} />
      ) : (
        <Table<R> size="middle" sticky {...table} {...(page.tableProps as TableProps<R>)} />
      )}
    </>
  );
}
