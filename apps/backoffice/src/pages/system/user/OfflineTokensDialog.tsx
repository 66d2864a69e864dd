import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '@eldercare/admin-kit';
import { useOfflineTokens } from '@eldercare/api-client/react';
import type { SessionRecord } from '@eldercare/api-client/contract';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../../format/date-time';

export interface OfflineTokensDialogProps {
  /** The user whose live sessions are listed; null closes the dialog. */
  userName: string | null;
  onClose: () => void;
}

/** A user's live sessions (`GET /uaa/tokens/offline`): never the tokens, only when and where. */
export function OfflineTokensDialog({ userName, onClose }: OfflineTokensDialogProps) {
  const { t } = useTranslation('system');
  const sessions = useOfflineTokens(userName ?? '', { enabled: userName !== null });
  const columns: ColumnsType<SessionRecord> = [
    {
      title: t('session.clientKind'),
      dataIndex: 'clientKind',
      render: (kind: SessionRecord['clientKind']) => t(`session.${kind}`),
    },
    { title: t('session.createdAt'), dataIndex: 'createdAt', render: formatDateTime },
    { title: t('session.lastUsedAt'), dataIndex: 'lastUsedAt', render: formatDateTime },
    { title: t('session.expiresAt'), dataIndex: 'expiresAt', render: formatDateTime },
  ];
  return (
    <DraggableDialog
      open={userName !== null}
      title={t('user.sessionsTitle', { name: userName ?? '' })}
      onCancel={onClose}
      footer={null}
    >
      <Table<SessionRecord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={sessions.data ?? []}
        loading={sessions.isLoading}
        pagination={false}
        scroll={{ x: 600 }}
        locale={{ emptyText: t('session.none') }}
      />
    </DraggableDialog>
  );
}
