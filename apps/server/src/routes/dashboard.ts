import {
  DASHBOARD_COUNTED_MODULES,
  DASHBOARD_ELDERLY_MODULE,
  DASHBOARD_FACILITY_MODULES,
  DASHBOARD_MAX_AGE_SECONDS,
  DASHBOARD_SERVICE_MODULE,
  endpoints,
  resourcePerm,
  ownDashboardModules,
} from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { hasPermission, type Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import { route } from '../http/route.js';
import type { ServedResource } from '../resources/index.js';
import { buildCatalogue } from '../resources/index.js';
import type { CountRequest } from '../resources/query/stats.js';
import { DashboardCounts, scopeKey } from '../services/dashboard-counts.js';
import { zonedMonthBounds } from '../time-zone.js';

type Catalogue = ReturnType<typeof buildCatalogue>;
type Month = { start: string; end: string };

/**
 * This month in the platform's calendar (ELDERCARE_TIME_ZONE, not the process's TZ), as the
 * inclusive bounds the list's range filter takes.
 */
export const monthBounds = (now: Date): Month => zonedMonthBounds(now);

const readable = (catalogue: Catalogue, session: Session, key: string): ServedResource | undefined => {
  const resource = catalogue.find(key);
  return resource && hasPermission(session, resourcePerm(key, 'list')) ? resource : undefined;
};

/**
 * The caller's further modules (see `ownModules` in the contract): a role that lists few of the
 * counted modules (an institution, the association) still gets figures of what it works on.
 */
const ownModules = (catalogue: Catalogue, session: Session): ServedResource[] =>
  ownDashboardModules(
    catalogue.served.map((r) => r.key),
    (key) => !!readable(catalogue, session, key),
  ).flatMap((key) => catalogue.find(key) ?? []);

/** The totals the summary asks for the caller (only modules they may list), by cache key. */
const summaryRequests = (catalogue: Catalogue, session: Session, month: Month) => {
  const scope = scopeKey(session);
  const totalKey = (key: string) => `total|${key}|${scope}`;
  const requests = new Map<string, CountRequest>();
  for (const key of new Set([...DASHBOARD_COUNTED_MODULES, ...DASHBOARD_FACILITY_MODULES])) {
    const resource = readable(catalogue, session, key);
    if (resource) requests.set(totalKey(key), { resource });
  }
  const own = ownModules(catalogue, session);
  for (const resource of own) requests.set(totalKey(resource.key), { resource });
  const services = readable(catalogue, session, DASHBOARD_SERVICE_MODULE);
  const servicesKey = `services|${month.start}|${scope}`;
  if (services) {
    requests.set(servicesKey, {
      resource: services,
      query: { startTimeStart: month.start, startTimeEnd: month.end },
    });
  }
  return { requests, own, totalKey, servicesKey };
};

/** Each module's figure, null where the caller may not list the module. */
const figuresOf = <K extends string>(keys: readonly K[], figure: (key: K) => number | null) =>
  Object.fromEntries(keys.map((k) => [k, figure(k)])) as Record<K, number | null>;

/**
 * `GET /biz/dashboard/summary`: every dashboard figure in one call. Counts are cached per data scope
 * (area + data type) for DASHBOARD_MAX_AGE_SECONDS; permissions are applied per request, so callers
 * of one scope with different roles share the counts but each sees only what they may list.
 */
export const dashboardRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const catalogue = buildCatalogue();
  const counts = new DashboardCounts(ctx.db, DASHBOARD_MAX_AGE_SECONDS * 1000);

  route(app, ctx, endpoints.dashboardSummary, async ({ session, locale }) => {
    const month = monthBounds(new Date());
    const { requests, own, totalKey, servicesKey } = summaryRequests(catalogue, session, month);
    const elderly = readable(catalogue, session, DASHBOARD_ELDERLY_MODULE);
    const pending = counts.totals(session, requests);
    const [street, category, counted] = await Promise.all([
      elderly ? counts.byStreet(session, elderly) : undefined,
      elderly ? counts.byCategory(session, elderly, locale) : undefined,
      Promise.all([...pending.values()]),
    ]);
    const found = new Map([...pending.keys()].map((key, i) => [key, counted[i]]));
    const figure = (key: string) => found.get(key)?.value ?? null;
    const stamps = [street, category, ...counted].flatMap((s) => (s ? [s.at] : []));
    return {
      totals: figuresOf(DASHBOARD_COUNTED_MODULES, (k) => figure(totalKey(k))),
      facilities: figuresOf(DASHBOARD_FACILITY_MODULES, (k) => figure(totalKey(k))),
      ownModules: own.map((r) => ({ module: r.key, count: figure(totalKey(r.key)) ?? 0 })),
      servicesThisMonth: figure(servicesKey),
      month,
      elderlyByStreet: street?.value ?? null,
      elderlyByCategory: category?.value ?? null,
      asOf: new Date(stamps.length > 0 ? Math.min(...stamps) : Date.now()).toISOString(),
    };
  });
};
