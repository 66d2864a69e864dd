import { useTranslation } from 'react-i18next';
import { BarList } from './BarList';
import type { Slice } from './dashboard-model';
import { LoadingBars } from './LoadingBars';

const LOADING_HEIGHT = 300;

export interface ChartCardProps {
  title: string;
  loading: boolean;
  /** False when there is nothing to draw (no data, or none readable). */
  hasData: boolean;
  /** Spans the whole row (a lone chart, the facilities). */
  wide?: boolean;
  bars: readonly Slice[];
}

/**
 * Counts compared as a bar list, drawn at once: plain markup rather than a chart library (whose
 * first draw held a phone's main thread), each figure linking to its list where it has one.
 */
export function ChartCard({ title, loading, hasData, bars, wide }: ChartCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className={wide ? 'ek-card ek-card-wide' : 'ek-card'}>
      <div className="ek-card-title">{title}</div>
      {/* While loading the card holds a list's usual height, so the page does not jump. */}
      <div className="ek-card-body" style={{ minHeight: loading ? LOADING_HEIGHT : undefined }}>
        {loading ? (
          <LoadingBars rows={7} />
        ) : hasData ? (
          <BarList slices={bars} label={title} />
        ) : (
          <div className="ek-dashboard-empty" style={{ paddingTop: LOADING_HEIGHT / 4 }}>
            {t('empty')}
          </div>
        )}
      </div>
    </div>
  );
}
