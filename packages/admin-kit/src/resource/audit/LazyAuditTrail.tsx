import { Card, Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useResourceTranslation } from '../i18n/useResourceTranslation';

// Its table (antd Table, ~50 KiB gz) sits below the form: a full page load of a detail route
// shows the form first and fetches the trail's code beside it.
const AuditTrail = lazy(() => import('./AuditTrail').then((module) => ({ default: module.AuditTrail })));

type AuditTrailProps = ComponentProps<typeof AuditTrail>;

/** The record's trail, its code loaded on first use; a card of the same title stands in meanwhile. */
export function LazyAuditTrail(props: AuditTrailProps) {
  const { t } = useResourceTranslation();
  // A deleted record's trail may turn out empty and then shows nothing: no card to jump away.
  const placeholder = props.quiet ? null : (
    <Card size="small" title={t('audit.title')}>
      <Skeleton active title={false} paragraph={{ rows: 2 }} />
    </Card>
  );
  return (
    <Suspense fallback={placeholder}>
      <AuditTrail {...props} />
    </Suspense>
  );
}
