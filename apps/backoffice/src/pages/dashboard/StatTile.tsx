import { Card, Statistic } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useKit } from '@eldercare/admin-kit';

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
  return (
    <Card variant="borderless" hoverable={!!onClick} onClick={onClick} styles={{ body: { padding: 16 } }}>
      <Statistic
        title={title}
        value={value ?? '—'}
        formatter={(shown) => (typeof shown === 'number' ? number.format(shown) : shown)}
        loading={loading}
        prefix={icon}
      />
    </Card>
  );
}
