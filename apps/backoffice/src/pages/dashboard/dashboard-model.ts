// Types only: the contract's values come with its zod schemas (~25 kB gz), which the first screen
// does not need. What the dashboard counts is what the summary answers: the contract names the
// modules, and `GET /biz/dashboard/summary` counts them in the caller's scope, in that order.
import type { DashboardSummary } from '@eldercare/api-client/contract';

export interface Slice {
  name: string;
  value: number;
}

/** Drops the zero slices (a pie of zeros draws nothing) and sorts biggest first. */
export function nonEmptySlices(slices: readonly Slice[]): Slice[] {
  return slices.filter((slice) => slice.value > 0).sort((a, b) => b.value - a.value);
}

/** How much room the pie's own drawing takes, and each legend line under it on a phone. */
const PIE_HEIGHT = 300;
const NARROW_PIE_HEIGHT = 200;
const LEGEND_LINE = 24;

/**
 * The pie of `slices`. On a phone the labels beside the slices had no room (cut to "Muy may…" in
 * Spanish at 390 px): there the slices go unlabelled and a legend lists every name with its count
 * under them, one per line, and the chart grows to hold it (`pieHeight`).
 */
export function pieOption(slices: readonly Slice[], seriesName: string, { narrow = false } = {}) {
  const data = nonEmptySlices(slices);
  const counts = new Map(data.map((slice) => [slice.name, slice.value]));
  return {
    tooltip: { trigger: 'item' as const, formatter: '{b}: {c} ({d}%)' },
    legend: narrow
      ? {
          type: 'plain' as const,
          orient: 'vertical' as const,
          left: 'center',
          top: NARROW_PIE_HEIGHT,
          itemGap: LEGEND_LINE - 14,
          formatter: (name: string) => `${name}  ${counts.get(name) ?? ''}`,
        }
      : { type: 'scroll' as const, bottom: 0 },
    series: [
      {
        type: 'pie' as const,
        name: seriesName,
        // On a phone in pixels: percentages are of the whole (legend-tall) chart.
        radius: narrow ? [48, 84] : ['35%', '65%'],
        center: narrow ? ['50%', NARROW_PIE_HEIGHT / 2] : ['50%', '45%'],
        data,
        // A long category name (Spanish, English) wraps onto a second line instead of ending in "…".
        label: narrow ? { show: false } : { formatter: '{b}\n{c}', overflow: 'break' as const },
      },
    ],
  };
}

/** The height the pie of `slices` needs (see `pieOption`). */
export function pieHeight(slices: readonly Slice[], { narrow = false } = {}): number {
  return narrow ? NARROW_PIE_HEIGHT + nonEmptySlices(slices).length * LEGEND_LINE : PIE_HEIGHT;
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
  const counted = Object.entries(summary.totals).flatMap(([module, value]) =>
    value === null || value === undefined ? [] : [{ module, value }],
  );
  return [...counted, ...summary.ownModules.map(({ module, count }) => ({ module, value: count }))];
}
