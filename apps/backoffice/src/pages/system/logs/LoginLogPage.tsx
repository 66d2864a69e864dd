import { Card, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { apiKeys, useLoginLogs } from '@eldercare/api-client/react';
import type { LoginLogRecord } from '@eldercare/api-client/contract';
import { formatDateTime } from '../../../format/date-time';
import { ListView } from '../shared/ListView';
import { ResultTag } from './ResultTag';
import { useLogList } from './useLogList';

/** 登录日志: every sign-in attempt on an account of the caller's scope (the name typed, never a password). */
export default function LoginLogPage() {
  const { t } = useTranslation('sysadmin');
  const logs = useLogList(useLoginLogs, apiKeys.systemAdmin.loginLogs);
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
      <ListView<LoginLogRecord>
        page={logs}
        filterItems={[
          ...logs.items,
          { name: 'ip', label: t('log.ip'), children: <Input allowClear maxLength={64} /> },
        ]}
        table={{ rowKey: 'id', columns, scroll: { x: 820 } }}
      />
    </Card>
  );
}
