import type { ReactNode } from 'react';
import { useKit } from '@eldercare/admin-kit';
import { LoadingBars } from './LoadingBars';
import { formatCount } from './number-format';

export interface StatTileProps {
  title: string;
  value: number | null;
  loading: boolean;
  icon: ReactNode;
  onClick?: () => void;
}

/** One figure; `null` (not readable for this role) shows a dash rather than a misleading zero. */
export function StatTile({ title, value, loading, icon, onClick }: StatTileProps) {
  const { language } = useKit();
  const content = (
    <>
      <span className="ek-stat-title">{title}</span>
      {/* The bar sits in the figure's line: a tile keeps its height when the figure arrives. */}
      <span className="ek-stat-value">
        {loading ? (
          <LoadingBars rows={1} />
        ) : (
          <>
            <span aria-hidden="true">{icon}</span>
            <span className="ek-stat-number">{value === null ? '—' : formatCount(value, language)}</span>
          </>
        )}
      </span>
    </>
  );
  // A tile that opens its list is a button: reachable and pressable from the keyboard.
  return onClick ? (
    <button type="button" className="ek-card ek-stat" onClick={onClick}>
      {content}
    </button>
  ) : (
    <div className="ek-card ek-stat">{content}</div>
  );
}
