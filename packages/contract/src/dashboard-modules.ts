// No zod here: the back-office's first screen imports these rules, and the schemas beside them
// (with zod) would follow any import of `dashboard.ts` into it (the first screen has a size budget).

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
 * view), else as many as fill DASHBOARD_MAX_MODULE_TILES.
 */
export function ownModuleRoom(countedListable: number): number {
  return countedListable * 2 >= DASHBOARD_COUNTED_MODULES.length
    ? 0
    : DASHBOARD_MAX_MODULE_TILES - countedListable;
}

const FIXED_MODULES = new Set<string>([...DASHBOARD_COUNTED_MODULES, ...DASHBOARD_FACILITY_MODULES]);

/**
 * The caller's own modules on the dashboard (`ownModules`): of `modules` (in catalogue, i.e. menu,
 * order), those it may list that are neither counted nor facilities, as many as `ownModuleRoom`
 * allows. The server answers by it; the back-office sizes its placeholder tiles by it before the
 * answer comes.
 */
export function ownDashboardModules(
  modules: readonly string[],
  canList: (module: string) => boolean,
): string[] {
  const room = ownModuleRoom(DASHBOARD_COUNTED_MODULES.filter(canList).length);
  if (room === 0) return [];
  return modules.filter((module) => !FIXED_MODULES.has(module) && canList(module)).slice(0, room);
}

/** How old a figure may be: the server keeps counts this long per data scope. */
export const DASHBOARD_MAX_AGE_SECONDS = 60;

/** A count, or null when the caller may not list the module (not the same as zero). */
