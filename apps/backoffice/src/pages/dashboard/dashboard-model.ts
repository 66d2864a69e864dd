// Types only: the contract's values come with its zod schemas (~25 kB gz), which the first screen
// does not need. What the dashboard counts is what the summary answers: the contract names the
// modules, and `GET /biz/dashboard/summary` counts them in the caller's scope, in that order.
import type { DashboardSummary } from '@eldercare/api-client/contract';

export interface Slice {
  name: string;
  value: number;
  /** The list that shows these records (the module's, filtered to the slice). */
  to?: string;
}

/** Drops the zero slices (nothing to compare or open) and sorts biggest first. */
export function nonEmptySlices(slices: readonly Slice[]): Slice[] {
  return slices.filter((slice) => slice.value > 0).sort((a, b) => b.value - a.value);
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
