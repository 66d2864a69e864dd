import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the dashboard draws: bars and pies, rendered as SVG (crisp, light, no canvas needed).
echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

let turn: Promise<void> = Promise.resolve();
/**
 * Runs `draw` in a task of its own, after the charts queued before it. A chart's first draw is
 * 50–100 ms of a phone's main thread: two drawn in the effects of one render made one long task
 * that held every tap (issue #14, total blocking time). Returns a cancel for an unmounted chart.
 */
function inTurn(draw: () => void): () => void {
  let cancelled = false;
  turn = turn.then(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          if (!cancelled) draw();
          resolve();
        }, 0),
      ),
  );
  return () => {
    cancelled = true;
  };
}

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
  const latest = useRef(option);

  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    let observer: ResizeObserver | undefined;
    const cancel = inTurn(() => {
      const instance = echarts.init(node, undefined, { renderer: 'svg' });
      instance.setOption(latest.current, { notMerge: true });
      chart.current = instance;
      // The observer reports the size it starts with: only a real change redraws.
      let size = `${node.clientWidth}x${node.clientHeight}`;
      observer = new ResizeObserver(() => {
        const next = `${node.clientWidth}x${node.clientHeight}`;
        if (next === size) return;
        size = next;
        instance.resize();
      });
      observer.observe(node);
    });
    return () => {
      cancel();
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div ref={ref} role="img" aria-label={label} className="ek-echart" style={{ width: '100%', height }} />
  );
}
