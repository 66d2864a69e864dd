import { App, Button, Card, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, readErrorLog, type ErrorLogEntry } from '../../api/error-log';

export interface ErrorLogCardProps {
  /** Whether the clear button is offered (the maintenance page). */
  canClear?: boolean;
}

/** The client errors this browser recorded (SPEC §8 error log), newest first. */
export function ErrorLogCard({ canClear = false }: ErrorLogCardProps) {
  const { t } = useTranslation('ops');
  const { modal } = App.useApp();
  const [entries, setEntries] = useState<ErrorLogEntry[]>(readErrorLog);
  const columns: ColumnsType<ErrorLogEntry> = [
    { title: t('errors.time'), dataIndex: 'time', width: 200 },
    { title: t('errors.message'), dataIndex: 'message', width: 320, ellipsis: true },
    { title: t('errors.url'), dataIndex: 'url', width: 260, ellipsis: true },
  ];
  const clear = () =>
    modal.confirm({
      title: t('errors.clear'),
      content: t('errors.clearConfirm'),
      okText: t('errors.clear'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        clearErrorLog();
        setEntries([]);
      },
    });
  return (
    <Card
      variant="borderless"
      title={t('errors.title')}
      extra={
        <Space>
          <Button size="small" onClick={() => setEntries(readErrorLog())}>
            {t('refresh')}
          </Button>
          {canClear && (
            <Button size="small" danger disabled={entries.length === 0} onClick={clear}>
              {t('errors.clear')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<ErrorLogEntry>
        rowKey={(entry) => `${entry.time}-${entry.message}`}
        size="small"
        sticky
        columns={columns}
        dataSource={entries}
        scroll={{ x: 780 }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('errors.none') }}
        expandable={{
          rowExpandable: (entry) => Boolean(entry.stack),
          expandedRowRender: (entry) => (
            <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {entry.stack}
            </Typography.Paragraph>
          ),
        }}
      />
    </Card>
  );
}
