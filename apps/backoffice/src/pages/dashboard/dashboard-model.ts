import {
  DASHBOARD_COUNTED_MODULES,
  DASHBOARD_FACILITY_MODULES,
  type DashboardCountedModule,
  type DashboardSummary,
} from '@eldercare/api-client/contract';

/**
 * What the dashboard counts: the contract names the modules, and `GET /biz/dashboard/summary`
 * counts them in the caller's scope (area, data type, list permission) in one call.
 */
export const COUNTED_MODULES = DASHBOARD_COUNTED_MODULES;
export type CountedModule = DashboardCountedModule;

/** The community facility types shown side by side. */
export const FACILITY_MODULES = DASHBOARD_FACILITY_MODULES;

export interface Slice {
  name: string;
  value: number;
}

/** Drops the zero slices (a pie of zeros draws nothing) and sorts biggest first. */
export function nonEmptySlices(slices: readonly Slice[]): Slice[] {
  return slices.filter((slice) => slice.value > 0).sort((a, b) => b.value - a.value);
}

/** A horizontal bar chart: long street names stay readable on a narrow screen. */
export function barOption(slices: readonly Slice[], seriesName: string) {
  const rows = [...slices].reverse();
  return {
    tooltip: { trigger: 'axis' as const, axisPointer: { type: 'shadow' as const } },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value' as const, minInterval: 1 },
    yAxis: {
      type: 'category' as const,
      data: rows.map((s) => s.name),
      axisLabel: { width: 110, overflow: 'truncate' as const },
    },
    series: [
      {
        type: 'bar' as const,
        name: seriesName,
        data: rows.map((s) => s.value),
        barMaxWidth: 24,
        label: { show: true, position: 'right' as const },
      },
    ],
  };
}

export function pieOption(slices: readonly Slice[], seriesName: string) {
  return {
    tooltip: { trigger: 'item' as const, formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll' as const, bottom: 0 },
    series: [
      {
        type: 'pie' as const,
        name: seriesName,
        radius: ['35%', '65%'],
        center: ['50%', '45%'],
        data: nonEmptySlices(slices),
        label: { formatter: '{b}\n{c}' },
      },
    ],
  };
}

/** One module's total on the dashboard. */
export interface ModuleFigure {
  module: string;
  value: number;
}

/**
 * The module totals a role sees: the counted modules it may list (null ones — not listable — are
 * left out rather than shown as a dash), then the role's own modules the server adds for roles
 * that list few counted ones (institution, association, provider, assessor).
 */
export function moduleFigures(
  summary: Pick<DashboardSummary, 'totals' | 'ownModules'> | undefined,
): ModuleFigure[] {
  if (!summary) return [];
  const counted = COUNTED_MODULES.flatMap((module) => {
    const value = summary.totals[module];
    return value === null || value === undefined ? [] : [{ module, value }];
  });
  return [...counted, ...summary.ownModules.map(({ module, count }) => ({ module, value: count }))];
}
