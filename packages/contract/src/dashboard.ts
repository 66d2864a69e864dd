import { z } from 'zod';

import { DASHBOARD_COUNTED_MODULES, DASHBOARD_FACILITY_MODULES } from './dashboard-modules.js';

export * from './dashboard-modules.js';

const CountSchema = z.number().int().nonnegative().nullable();

export const DashboardAreaCountSchema = z.object({
  /** Area code; the list's `areaCode` filter with it gives the same total. */
  code: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
});

export const DashboardCategoryCountSchema = z.object({
  /** Dictionary value; the list's `categories` filter with it gives the same total. */
  value: z.string(),
  /** Dictionary label in the request's language. */
  label: z.string(),
  count: z.number().int().nonnegative(),
});

/**
 * `GET /biz/dashboard/summary`: every figure of the dashboard in the caller's data scope (area
 * and data type, as the module lists apply them). A module the caller may not list is null.
 */
export const DashboardModuleCountSchema = z.object({
  /** Module key of `@eldercare/resources`; its list without filters gives the same total. */
  module: z.string(),
  count: z.number().int().nonnegative(),
});

export const DashboardSummarySchema = z.object({
  totals: z.record(z.enum(DASHBOARD_COUNTED_MODULES), CountSchema),
  facilities: z.record(z.enum(DASHBOARD_FACILITY_MODULES), CountSchema),
  /**
   * Further modules the caller may list, beyond `totals`, in catalogue (menu) order: as many as fill
   * DASHBOARD_MAX_MODULE_TILES together with the listable `totals`.
   */
  ownModules: z.array(DashboardModuleCountSchema),
  servicesThisMonth: CountSchema,
  /** The month counted, in the server's calendar: inclusive ISO bounds of `startTime`. */
  month: z.object({ start: z.string(), end: z.string() }),
  /**
   * Elderly people per street of the caller's area (per community when the caller is a street
   * or below), every such area listed, in code order.
   */
  elderlyByStreet: z.array(DashboardAreaCountSchema).nullable(),
  /** Elderly people per category, every dictionary entry listed in dictionary order. */
  elderlyByCategory: z.array(DashboardCategoryCountSchema).nullable(),
  /** When the oldest figure of this answer was counted (ISO). */
  asOf: z.string(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
export type DashboardAreaCount = z.infer<typeof DashboardAreaCountSchema>;
export type DashboardCategoryCount = z.infer<typeof DashboardCategoryCountSchema>;
export type DashboardModuleCount = z.infer<typeof DashboardModuleCountSchema>;
