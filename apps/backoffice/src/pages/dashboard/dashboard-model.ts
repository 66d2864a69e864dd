/**
 * What the dashboard counts. The server has no statistics endpoint yet, so each figure is the
 * `total` of a one-row page of the generic resource list (`/biz/resource/:module?size=1`), which
 * the server already limits to the caller's area and data type.
 */
export const COUNTED_MODULES = [
  'elderlyInfo',
  'disabledInfo',
  'pensionAgency',
  'dayCare',
  'helpMeals',
  'serviceProvider',
  'volunteerManagement',
] as const;
export type CountedModule = (typeof COUNTED_MODULES)[number];

/** The community facility types shown side by side. */
export const FACILITY_MODULES = [
  'dayCare',
  'comprehensive',
  'elderlyActivityRoom',
  'communityForOldServe',
  'helpMeals',
  'nursingStation',
  'healthHut',
  'lelingCenter',
] as const;

/** Street level in the area hierarchy (1 province … 5 community). */
export const STREET_LEVEL = 4;

/** This calendar month in local time, as the ISO bounds the range filters take. */
export function monthRange(now: Date): { start: string; end: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), 1, 0, 0, 0, 0);
  const end = new Date(now.getFullYear(), now.getMonth() + 1, 1, 0, 0, 0, -1);
  return { start: start.toISOString(), end: end.toISOString() };
}

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
