import { z } from 'zod';

/** Modules whose totals the dashboard shows as tiles (keys of `@eldercare/resources`). */
export const DASHBOARD_COUNTED_MODULES = [
  'elderlyInfo',
  'disabledInfo',
  'pensionAgency',
  'dayCare',
  'helpMeals',
  'serviceProvider',
  'volunteerManagement',
] as const;
export type DashboardCountedModule = (typeof DASHBOARD_COUNTED_MODULES)[number];

/** The community facility types compared side by side. */
export const DASHBOARD_FACILITY_MODULES = [
  'dayCare',
  'comprehensive',
  'elderlyActivityRoom',
  'communityForOldServe',
  'helpMeals',
  'nursingStation',
  'healthHut',
  'lelingCenter',
] as const;
export type DashboardFacilityModule = (typeof DASHBOARD_FACILITY_MODULES)[number];

/** Services this month are the module's records whose `startTime` lies in the month. */
export const DASHBOARD_SERVICE_MODULE = 'serviceRecord';
/** Elderly people by street and by category (`categories`, dictionary `elderly_category`). */
export const DASHBOARD_ELDERLY_MODULE = 'elderlyInfo';

/**
 * How many module figures a dashboard shows at most: the counted modules the caller may list, then
 * (for roles that list few of those: institutions, providers, assessors, the association) their
 * own modules, so every role's home page has figures of its scope.
 */
export const DASHBOARD_MAX_MODULE_TILES = 8;

/**
 * How many of the caller's own modules (`ownModules`) join the tiles, given how many counted modules
 * it may list: none for roles that list most of them (operators, street staff keep the district
 * view), else as many as fill DASHBOARD_MAX_MODULE_TILES. The server answers by it; the dashboard
 * sizes its placeholders by it before the answer comes.
 */
export function ownModuleRoom(countedListable: number): number {
  return countedListable * 2 >= DASHBOARD_COUNTED_MODULES.length
    ? 0
    : DASHBOARD_MAX_MODULE_TILES - countedListable;
}

/** How old a figure may be: the server keeps counts this long per data scope. */
export const DASHBOARD_MAX_AGE_SECONDS = 60;

/** A count, or null when the caller may not list the module (not the same as zero). */
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
