import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

export interface StatTileProps {
  title: string;
  value: number | null;
  loading: boolean;
  icon: ReactNode;
  onClick?: () => void;
}

/** One figure; `null` (not readable for this role) shows a dash rather than a misleading zero. */
export function StatTile({ title, value, loading, icon, onClick }: StatTileProps) {
  return (
    <Card variant="borderless" hoverable={!!onClick} onClick={onClick} styles={{ body: { padding: 16 } }}>
      <Statistic title={title} value={value ?? '—'} loading={loading} prefix={icon} />
    </Card>
  );
}
