import { Card, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@eldercare/admin-kit';
import { useLoginLogs } from '@eldercare/api-client/react';
import type { LoginLogRecord } from '@eldercare/api-client/contract';
import { formatDateTime } from '../../../format/date-time';
import { QueryError } from '../shared/QueryError';
import { ResultTag } from './ResultTag';
import { useLogFilters } from './useLogFilters';

/** 登录日志: every sign-in attempt on an account of the caller's scope (the name typed, never a password). */
export default function LoginLogPage() {
  const { t } = useTranslation('sysadmin');
  const { query, items, onQuery, pagination } = useLogFilters();
  const logs = useLoginLogs(query, { placeholderData: (previous) => previous });
  const columns: ColumnsType<LoginLogRecord> = [
    { title: t('log.userName'), dataIndex: 'userName', width: 140 },
    { title: t('log.ip'), dataIndex: 'ip', width: 150 },
    {
      title: t('log.result'),
      dataIndex: 'result',
      width: 90,
      render: (result: LoginLogRecord['result']) => <ResultTag result={result} />,
    },
    { title: t('log.reason'), dataIndex: 'reason', width: 260, ellipsis: true },
    { title: t('log.loginTime'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
  ];
  return (
    <Card variant="borderless">
      <FilterBar
        items={[...items, { name: 'ip', label: t('log.ip'), children: <Input allowClear maxLength={64} /> }]}
        loading={logs.isFetching}
        onQuery={onQuery}
      />
      {logs.isError && !logs.data ? (
        <QueryError onRetry={() => void logs.refetch()} detail={logs.error.msg} />
      ) : (
        <Table<LoginLogRecord>
          rowKey="id"
          size="middle"
          sticky
          columns={columns}
          dataSource={logs.data?.records ?? []}
          loading={logs.isLoading || logs.isFetching}
          scroll={{ x: 820 }}
          locale={{ emptyText: t('system:common.empty') }}
          pagination={pagination(logs.data?.total ?? 0)}
        />
      )}
    </Card>
  );
}
