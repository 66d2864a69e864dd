import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, missing-id and not-found states shared by the workflow pages. */
export function RecordGate({
  id,
  loading,
  failed,
  children,
}: {
  id: number | undefined;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('resources');
  if (id === undefined) return <Result status="info" title={t('workflow.noRecord')} />;
  if (failed) return <Result status="404" title={t('detail.notFound')} />;
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <>{children}</>;
}
