import type { EChartsCoreOption } from 'echarts/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BarList } from './BarList';
import type { Slice } from './dashboard-model';
import { LoadingBars } from './LoadingBars';

// ECharts (~130 kB gz even tree-shaken) is not part of the first screen: the number tiles paint
// first, and a chart's code is fetched once its card scrolls into the viewport (not before: its
// first draw is the longest piece of work a phone would do while the page starts, issue #14).
const EChart = lazy(() => import('./EChart').then((module) => ({ default: module.EChart })));

/**
 * True once the element has come into the viewport (and stays true). Watched only
 * once `enabled`: while the figures load, the tiles are placeholders and a chart sits higher than
 * it will, so on a phone it would count as seen and fetch echarts for a card below the fold.
 */
function useSeen<T extends Element>(enabled: boolean) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (seen || !enabled || !node) return undefined;
    // No observer (old browser, test DOM): draw at once rather than never.
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen, enabled]);
  return [ref, seen] as const;
}

interface ChartCardCommon {
  title: string;
  loading: boolean;
  /** False when there is nothing to draw (no data, or none readable). */
  hasData: boolean;
  emptyText: string;
  height?: number;
  /** Spans the whole row (a lone chart, the facilities). */
  wide?: boolean;
}

/** Counts compared as a bar list (drawn at once), or an echarts option (drawn once seen). */
export type ChartCardProps = ChartCardCommon &
  ({ bars: readonly Slice[]; option?: never } | { option: EChartsCoreOption; bars?: never });

export function ChartCard({
  title,
  loading,
  hasData,
  option,
  bars,
  emptyText,
  height = 300,
  wide,
}: ChartCardProps) {
  const [ref, seen] = useSeen<HTMLDivElement>(!loading && !bars);
  const placeholder = <LoadingBars rows={7} />;
  const chart = bars ? (
    <BarList slices={bars} label={title} />
  ) : !seen ? (
    placeholder
  ) : (
    <Suspense fallback={placeholder}>
      <EChart option={option} height={height} label={title} />
    </Suspense>
  );
  return (
    <div className={wide ? 'ek-card ek-card-wide' : 'ek-card'}>
      <div className="ek-card-title">{title}</div>
      {/* A bar list is as tall as its rows; a chart keeps the height its placeholder held. */}
      <div className="ek-card-body" ref={ref} style={{ minHeight: bars && !loading ? undefined : height }}>
        {loading ? (
          placeholder
        ) : hasData ? (
          chart
        ) : (
          <div className="ek-dashboard-empty" style={{ paddingTop: height / 4 }}>
            {emptyText}
          </div>
        )}
      </div>
    </div>
  );
}
