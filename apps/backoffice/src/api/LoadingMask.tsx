import { lazy, Suspense, useEffect, useState } from 'react';
import { usePendingCount } from './loading';

const LoadingSpin = lazy(() => import('./LoadingSpin'));

/** A request answered sooner than this shows no mask (it would only flash). */
export const MASK_DELAY_MS = 400;

/**
 * SPEC §9: a global mask while requests are pending (requests may opt out), shown once some request
 * has been out for `MASK_DELAY_MS`. antd's Spin (its chunk and its styles) loads then, not with the
 * first request: a page load's first calls are answered sooner, and mounting the Spin for them would be
 * work in the first screen for a mask nobody sees.
 */
export function LoadingMask() {
  const busy = usePendingCount() > 0;
  const [visible, setVisible] = useState(false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => {
      setVisible(true);
      setNeeded(true);
    }, MASK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return needed ? (
    <Suspense fallback={null}>
      <LoadingSpin spinning={visible} />
    </Suspense>
  ) : null;
}
