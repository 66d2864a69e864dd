import { Card, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineTokens } from '@eldercare/api-client/react';
import type { SessionRecord } from '@eldercare/api-client/contract';

/** Live sessions of one user (`GET /uaa/tokens/offline?userName=`): the API lists them per user. */
export function SessionsCard() {
  const { t } = useTranslation('ops');
  const [userName, setUserName] = useState('');
  const sessions = useOfflineTokens(userName, { enabled: userName !== '', retry: false });
  const columns: ColumnsType<SessionRecord> = [
    { title: t('sessions.userName'), dataIndex: 'userName', width: 120 },
    {
      title: t('sessions.client'),
      dataIndex: 'clientKind',
      width: 100,
      render: (kind: SessionRecord['clientKind']) => <Tag>{t(`sessions.${kind}`)}</Tag>,
    },
    { title: t('sessions.createdAt'), dataIndex: 'createdAt', width: 190 },
    { title: t('sessions.lastUsedAt'), dataIndex: 'lastUsedAt', width: 190 },
    { title: t('sessions.expiresAt'), dataIndex: 'expiresAt', width: 190 },
  ];
  return (
    <Card variant="borderless" title={t('sessions.title')}>
      <Input.Search
        allowClear
        enterButton={t('sessions.search')}
        placeholder={t('sessions.placeholder')}
        aria-label={t('sessions.userName')}
        maxLength={64}
        onSearch={(value) => setUserName(value.trim())}
        style={{ maxWidth: 420, marginBottom: 12 }}
      />
      <Table<SessionRecord>
        rowKey="id"
        size="small"
        sticky
        columns={columns}
        dataSource={sessions.data ?? []}
        loading={sessions.isFetching}
        pagination={false}
        scroll={{ x: 790 }}
        locale={{ emptyText: userName ? t('sessions.none') : t('sessions.hint') }}
      />
    </Card>
  );
}
