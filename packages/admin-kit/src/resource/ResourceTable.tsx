import { Button, Empty, Result, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';

export interface ResourceTableProps<T> extends Omit<TableProps<T>, 'pagination' | 'sticky'> {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number, pageSize: number) => void;
  /** A load error: the table shows it with a retry button instead of rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Sticky header offset (the fixed header's height when it is on). */
  stickyOffset?: number;
}

/** antd Table with a sticky header, paging and empty / loading / error states. */
export function ResourceTable<T extends object>({
  page,
  pageSize,
  total,
  onPageChange,
  error,
  onRetry,
  stickyOffset = 0,
  ...tableProps
}: ResourceTableProps<T>) {
  const { t } = useKitTranslation();
  if (error) {
    return (
      <Result
        status="error"
        title={t('kit.table.error')}
        subTitle={typeof error === 'string' ? error : undefined}
        extra={onRetry && <Button onClick={onRetry}>{t('kit.table.retry')}</Button>}
      />
    );
  }
  return (
    <Table<T>
      size="middle"
      bordered
      scroll={{ x: 'max-content' }}
      {...tableProps}
      sticky={{ offsetHeader: stickyOffset }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kit.table.empty')} />,
      }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        showQuickJumper: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (n) => t('kit.common.total', { total: n }),
        onChange: onPageChange,
      }}
    />
  );
}
