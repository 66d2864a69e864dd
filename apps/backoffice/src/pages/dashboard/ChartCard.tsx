import { Card, Empty, Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// ECharts (~130 kB gz even tree-shaken) is not part of the first screen: the number tiles paint
// first, and a chart's code is fetched once its card scrolls near the viewport.
const EChart = lazy(() => import('./EChart').then((module) => ({ default: module.EChart })));

/** True once the element has come within `margin` of the viewport (and stays true). */
function useSeen<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return undefined;
    // No observer (old browser, test DOM): draw at once rather than never.
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen, margin]);
  return [ref, seen] as const;
}

export interface ChartCardProps {
  title: string;
  loading: boolean;
  /** False when there is nothing to draw (no data, or none readable). */
  hasData: boolean;
  option: EChartsCoreOption;
  emptyText: string;
  height?: number;
}

export function ChartCard({ title, loading, hasData, option, emptyText, height = 300 }: ChartCardProps) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const placeholder = <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Card variant="borderless" title={title} styles={{ body: { minHeight: height } }}>
      <div ref={ref}>
        {loading || !seen ? (
          placeholder
        ) : hasData ? (
          <Suspense fallback={placeholder}>
            <EChart option={option} height={height} label={title} />
          </Suspense>
        ) : (
          <Empty description={emptyText} style={{ paddingTop: height / 4 }} />
        )}
      </div>
    </Card>
  );
}
