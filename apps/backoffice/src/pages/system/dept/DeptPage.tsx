import { Card, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterItem } from '@eldercare/admin-kit';
import { useDepts } from '@eldercare/api-client/react';
import type { DeptRecord } from '@eldercare/api-client/contract';
import { treeRows } from '../menu/tree-rows';
import { QueryError } from '../shared/QueryError';
import { keywordOf, useListSearch } from '../shared/list-search';
import { filterDepts } from './dept-filter';

/** 部门管理: the departments of the caller's scope as a tree, with area, level and user count. */
export default function DeptPage() {
  const { t } = useTranslation(['sysadmin', 'system']);
  const depts = useDepts({ staleTime: 60_000 });
  const { search: keyword, onQuery } = useListSearch(keywordOf, depts.refetch);
  const rows = useMemo(() => filterDepts(depts.data ?? [], keyword), [depts.data, keyword]);
  const items: FilterItem[] = [
    { name: 'keyword', label: t('dept.keyword'), children: <Input allowClear maxLength={64} /> },
  ];
  const columns: ColumnsType<DeptRecord> = [
    { title: t('dept.name'), dataIndex: 'name', width: 260 },
    { title: t('dept.areaName'), dataIndex: 'areaName', width: 160 },
    { title: t('dept.areaCode'), dataIndex: 'areaCode', width: 150 },
    {
      title: t('dept.level'),
      dataIndex: 'areaCodeLevel',
      width: 100,
      render: (level: number) => <Tag>{t(`dept.levels.${level}`, { defaultValue: String(level) })}</Tag>,
    },
    { title: t('dept.userCount'), dataIndex: 'userCount', width: 100, align: 'right' },
  ];
  return (
    <Card variant="borderless">
      <FilterBar items={items} onQuery={onQuery} />
      {depts.isError ? (
        <QueryError onRetry={() => void depts.refetch()} detail={depts.error.msg} />
      ) : (
        <Table<DeptRecord>
          // A new keyword is a new tree: mounted again, so every match is shown expanded.
          key={keyword}
          rowKey="id"
          size="middle"
          sticky
          columns={columns}
          dataSource={treeRows(rows) as DeptRecord[]}
          loading={depts.isLoading}
          scroll={{ x: 770 }}
          expandable={{ defaultExpandAllRows: true }}
          locale={{ emptyText: t('system:common.empty') }}
          pagination={false}
        />
      )}
    </Card>
  );
}
