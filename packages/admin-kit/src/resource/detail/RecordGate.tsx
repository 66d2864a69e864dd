import { Skeleton } from 'antd';
import { LazyResult } from '../feedback/LazyResult';
import type { ReactNode } from 'react';
import { useResourceTranslation } from '../i18n/useResourceTranslation';

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
  const { t } = useResourceTranslation();
  if (id === undefined) return <LazyResult status="info" title={t('workflow.noRecord')} />;
  if (failed) return <LazyResult status="404" title={t('detail.notFound')} />;
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <>{children}</>;
}
