import type { QueryKey } from '@tanstack/react-query';
import { DatePicker, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterItem } from '@eldercare/admin-kit';
import type { ApiError } from '@eldercare/api-client';
import type { Page } from '@eldercare/api-client/contract';
import { useListPage, type ListQueryHook, type Paging } from '@eldercare/admin-kit';
import { toLogQuery } from './log-query';

/** Logs grow fast and their rows are short: a longer page than the other lists. */
const LOG_PAGE_SIZE = 20;
type LogQuery = ReturnType<typeof toLogQuery>;

const asFilters = (values: Record<string, unknown>) => values;
const toQuery = (filters: Record<string, unknown>, { current, size }: Paging) =>
  toLogQuery(filters, current, size);

/** The list both logs share: its filters (user, result, date range; the page adds its own items) and paging. */
export function useLogList<R>(
  useList: ListQueryHook<LogQuery, Page<R>, ApiError>,
  queryKey: (query: LogQuery) => QueryKey,
) {
  const { t } = useTranslation('sysadmin');
  const list = useListPage({
    toFilters: asFilters,
    toQuery,
    useList,
    queryKey,
    pageOf: (page) => page,
    size: LOG_PAGE_SIZE,
  });
  const items: FilterItem[] = [
    { name: 'userName', label: t('log.userName'), children: <Input allowClear maxLength={64} /> },
    {
      name: 'result',
      label: t('log.result'),
      children: (
        <Select
          allowClear
          options={[
            { label: t('log.results.success'), value: 'success' },
            { label: t('log.results.failure'), value: 'failure' },
          ]}
        />
      ),
    },
    { name: 'from|to', label: t('log.time'), children: <DatePicker.RangePicker allowEmpty={[true, true]} /> },
  ];
  return { ...list, items };
}
