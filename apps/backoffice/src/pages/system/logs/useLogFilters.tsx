import { DatePicker, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterItem } from '@eldercare/admin-kit';
import { toLogQuery } from './log-query';

const PAGE_SIZE = 20;

/** The filters and paging both logs share: user, result, date range; the page adds its own items. */
export function useLogFilters() {
  const { t } = useTranslation('sysadmin');
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZE });
  const query = useMemo(() => toLogQuery(filters, page.current, page.size), [filters, page]);
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
  const onQuery = (values: Record<string, unknown>) => {
    setFilters(values);
    setPage((p) => ({ ...p, current: 1 }));
  };
  const pagination = (total: number) => ({
    current: page.current,
    pageSize: page.size,
    total,
    showSizeChanger: true,
    showTotal: (count: number) => t('system:common.total', { count }),
    onChange: (current: number, size: number) => setPage({ current, size }),
  });
  return { query, items, onQuery, pagination };
}
