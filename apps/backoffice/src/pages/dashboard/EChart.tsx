import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the dashboard draws: bars and pies, rendered as SVG (crisp, light, no canvas needed).
echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface EChartProps {
  option: echarts.EChartsCoreOption;
  height?: number;
  /** Accessible name of the chart. */
  label: string;
}

/** One echarts instance bound to a div, resized with its container. */
export function EChart({ option, height = 300, label }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const instance = echarts.init(node, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(node);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div ref={ref} role="img" aria-label={label} className="ek-echart" style={{ width: '100%', height }} />
  );
}
