import { Card, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { apiKeys, useOperLogs } from '@eldercare/api-client/react';
import type { OperLogRecord } from '@eldercare/api-client/contract';
import { formatDateTime } from '../../../format/date-time';
import { ListView } from '../shared/ListView';
import { ResultTag } from './ResultTag';
import { useLogList } from './useLogList';

/** 操作日志: every write call of the users in the caller's scope, newest first. */
export default function OperLogPage() {
  const { t } = useTranslation('sysadmin');
  const logs = useLogList(useOperLogs, apiKeys.systemAdmin.operLogs);
  const columns: ColumnsType<OperLogRecord> = [
    {
      title: t('log.module'),
      dataIndex: 'module',
      width: 140,
      render: (module: string) => t(`log.modules.${module}`, { defaultValue: module }),
    },
    {
      title: t('log.action'),
      dataIndex: 'method',
      width: 90,
      render: (method: string) => <Tag>{t(`log.methods.${method}`, { defaultValue: method })}</Tag>,
    },
    { title: t('log.path'), dataIndex: 'path', width: 280, ellipsis: true },
    {
      title: t('log.operator'),
      dataIndex: 'userName',
      width: 150,
      render: (userName: string, row) => (row.nickName ? `${row.nickName} (${userName})` : userName || '—'),
    },
    { title: t('log.ip'), dataIndex: 'ip', width: 140 },
    {
      title: t('log.result'),
      dataIndex: 'result',
      width: 90,
      render: (result: OperLogRecord['result'], row) => <ResultTag result={result} reason={row.message} />,
    },
    { title: t('log.time'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
  ];
  return (
    <Card variant="borderless">
      <ListView<OperLogRecord>
        page={logs}
        filterItems={[
          ...logs.items,
          { name: 'module', label: t('log.module'), children: <Input allowClear maxLength={64} /> },
        ]}
        table={{ rowKey: 'id', columns, scroll: { x: 1070 } }}
      />
    </Card>
  );
}
