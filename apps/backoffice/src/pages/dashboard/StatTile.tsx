import { useMemo, type ReactNode } from 'react';
import { useKit } from '@eldercare/admin-kit';
import { LoadingBars } from './LoadingBars';

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
  // Digits grouped as the UI language writes them (2,703 / 2703 in Spanish, 12.000).
  const number = useMemo(() => new Intl.NumberFormat(language), [language]);
  const content = (
    <>
      <span className="ek-stat-title">{title}</span>
      {loading ? (
        <LoadingBars rows={1} />
      ) : (
        <span className="ek-stat-value">
          <span aria-hidden="true">{icon}</span>
          <span className="ek-stat-number">{value === null ? '—' : number.format(value)}</span>
        </span>
      )}
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
