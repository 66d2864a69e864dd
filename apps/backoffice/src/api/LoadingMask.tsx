import { lazy, Suspense, useState } from 'react';
import { usePendingCount } from './loading';

const LoadingSpin = lazy(() => import('./LoadingSpin'));

/**
 * SPEC §9: a global mask while requests are pending (requests may opt out). antd's Spin loads with
 * the first request, not with the entry: the login page makes none until it is submitted.
 */
export function LoadingMask() {
  const pending = usePendingCount();
  const [needed, setNeeded] = useState(false);
  if (pending > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LoadingSpin spinning={pending > 0} />
    </Suspense>
  ) : null;
}
