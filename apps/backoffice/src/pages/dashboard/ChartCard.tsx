import { Card, Empty, Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { EChart } from './EChart';

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
  return (
    <Card variant="borderless" title={title} styles={{ body: { minHeight: height } }}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : hasData ? (
        <EChart option={option} height={height} label={title} />
      ) : (
        <Empty description={emptyText} style={{ paddingTop: height / 4 }} />
      )}
    </Card>
  );
}
