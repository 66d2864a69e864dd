import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterItem, type ListPageController } from '@eldercare/admin-kit';
import type { ApiError } from '@eldercare/api-client';
import { QueryError } from './QueryError';

type ListPage<R> = Pick<
  ListPageController<unknown, unknown, unknown, R, ApiError>,
  'failure' | 'filterBarProps' | 'tableProps'
>;

export interface ListViewProps<R> {
  /** What the kit's `useListPage` returned for this list. */
  page: ListPage<R>;
  filterItems: readonly FilterItem[];
  /** The filter bar's buttons beside 查询 and 重置 (add, batch actions). */
  extra?: ReactNode;
  /** The table's own props: row key, columns, scroll width, selection. */
  table: Omit<TableProps<R>, 'dataSource' | 'loading' | 'locale' | 'pagination'>;
}

/** A system list's layout: the filter bar over the table, or the error in the table's place. */
export function ListView<R extends object>({ page, filterItems, extra, table }: ListViewProps<R>) {
  const { t } = useTranslation('system');
  const { failure, tableProps } = page;
  return (
    <>
      <FilterBar items={filterItems} {...page.filterBarProps} extra={extra} />
      {failure ? (
        <QueryError onRetry={failure.retry} detail={failure.error.msg} />
      ) : (
        <Table<R>
          size="middle"
          sticky
          {...table}
          {...tableProps}
          locale={{ emptyText: t('common.empty') }}
          pagination={{ ...tableProps.pagination, showTotal: (total) => t('common.total', { count: total }) }}
        />
      )}
    </>
  );
}
