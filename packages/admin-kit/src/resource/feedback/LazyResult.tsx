import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result carries its 403/404/500 illustrations (about 10 kB gzip); a page needs it only when
// something failed, so its code is fetched then.
const Result = lazy(() => import('./ResultView'));

/** antd's Result, its code loaded when first shown. */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
