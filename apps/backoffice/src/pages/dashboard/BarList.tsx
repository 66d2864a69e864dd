import { useKit } from '@eldercare/admin-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Slice } from './dashboard-model';
import { formatCount } from './number-format';

export interface BarListProps {
  slices: readonly Slice[];
  /** Accessible name of the list (the card's title). */
  label: string;
}

/**
 * Counts compared as labelled bars, in the given order: each row names its area or facility and
 * shows its figure, so nothing hides behind a tooltip. Plain markup and CSS (dashboard.css) rather
 * than an echarts bar chart: the chart's first draw holds a phone's main thread for 250–400 ms in
 * the first screen, and a ranked list reads better on a narrow screen.
 */
export function BarList({ slices, label }: BarListProps) {
  const { language } = useKit();
  const max = Math.max(1, ...slices.map((slice) => slice.value));
  return (
    <ol className="ek-barlist" aria-label={label}>
      {slices.map((slice) => {
        const row: ReactNode = (
          <>
            <span className="ek-barlist-name" title={slice.name}>
              {slice.name}
            </span>
            <span className="ek-barlist-track" aria-hidden="true">
              <span className="ek-barlist-bar" style={{ width: `${(slice.value / max) * 100}%` }} />
            </span>
            <span className="ek-barlist-value">{formatCount(slice.value, language)}</span>
          </>
        );
        // A figure with a list behind it is a link: Tab reaches it, Enter opens the filtered list.
        return (
          <li key={slice.name}>
            {slice.to ? (
              <Link to={slice.to} className="ek-barlist-row ek-barlist-link">
                {row}
              </Link>
            ) : (
              <div className="ek-barlist-row">{row}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
