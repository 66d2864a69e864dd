import {
  DASHBOARD_COUNTED_MODULES,
  DASHBOARD_ELDERLY_MODULE,
  DASHBOARD_FACILITY_MODULES,
  DASHBOARD_MAX_AGE_SECONDS,
  DASHBOARD_SERVICE_MODULE,
  endpoints,
  resourcePerm,
  type DashboardAreaCount,
  ownDashboardModules,
} from '@eldercare/contract';
import { localise } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance } from 'fastify';
import { hasPermission, type Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import { route } from '../http/route.js';
import { buildCatalogue, type ServedResource } from '../resources/index.js';
import { countByArea, countByArrayValue, countMany, type CountRequest } from '../resources/query/stats.js';
import { TtlCache } from '../services/ttl-cache.js';
import { zonedMonthBounds } from '../time-zone.js';

/** Streets are level 4 (1 province … 5 community); street staff see their communities instead. */
const STREET_LEVEL = 4;
/** The field the elderly are counted by category on, with the list filter of the same name. */
const CATEGORY_FIELD = 'categories';

interface Stamped<T> {
  value: T;
  at: number;
}

/**
 * This month in the platform's calendar (ELDERCARE_TIME_ZONE, not the process's TZ), as the
 * inclusive bounds the list's range filter takes.
 */
export const monthBounds = (now: Date): { start: string; end: string } => zonedMonthBounds(now);

/**
 * `GET /biz/dashboard/summary`: every dashboard figure in one call. Counts are cached per data scope
 * (area + data type) for DASHBOARD_MAX_AGE_SECONDS; permissions are applied per request, so callers
 * of one scope with different roles share the counts but each sees only what they may list.
 */
export const dashboardRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const { db } = ctx;
  const catalogue = buildCatalogue();
  const ttl = DASHBOARD_MAX_AGE_SECONDS * 1000;
  const counts = new TtlCache<Stamped<number>>(ttl);
  const streets = new TtlCache<Stamped<DashboardAreaCount[]>>(ttl);
  const categories = new TtlCache<Stamped<Map<string, number>>>(ttl);

  const readable = (session: Session, key: string): ServedResource | undefined => {
    const resource = catalogue.find(key);
    return resource && hasPermission(session, resourcePerm(key, 'list')) ? resource : undefined;
  };
  /**
   * The caller's further modules (see `ownModules` in the contract): a role that lists few of the
   * counted modules (an institution, the association) still gets figures of what it works on.
   */
  const ownModules = (session: Session): ServedResource[] =>
    ownDashboardModules(
      catalogue.served.map((r) => r.key),
      (key) => !!readable(session, key),
    ).flatMap((key) => catalogue.find(key) ?? []);
  const scopeKey = (session: Session) => `${session.areaCode}|${session.dataType}`;

  /** The requested totals; those not cached are counted together in one statement. */
  const totalsOf = (session: Session, requests: Map<string, CountRequest>) => {
    const missing = [...requests].filter(([key]) => !counts.has(key));
    let batch: Promise<Map<string, Stamped<number>>> | undefined;
    const runBatch = () =>
      (batch ??= countMany(
        db,
        session,
        missing.map(([, request]) => request),
      ).then((values) => {
        const at = Date.now();
        return new Map(missing.map(([key], i) => [key, { value: values[i] ?? 0, at }]));
      }));
    return new Map(
      [...requests].map(([key, request]) => [
        key,
        counts.get(key, async () => {
          const stamped = (await runBatch()).get(key);
          if (stamped) return stamped;
          // Expired between has() and get(): counted on its own.
          const [value] = await countMany(db, session, [request]);
          return { value: value ?? 0, at: Date.now() };
        }),
      ]),
    );
  };

  const areasBelow = async (session: Session) => {
    const level = session.areaLevel < STREET_LEVEL ? STREET_LEVEL : session.areaLevel + 1;
    return db
      .selectFrom('area')
      .select(['code', 'name'])
      .where('level', '=', level)
      .where('code', 'like', `${session.areaCode}%`)
      .orderBy('code')
      .execute();
  };

  const byStreet = (session: Session, elderly: ServedResource) =>
    streets.get(`streets|${scopeKey(session)}`, async () => {
      const areas = await areasBelow(session);
      const n = await countByArea(
        db,
        elderly,
        session,
        areas.map((a) => a.code),
      );
      return {
        value: areas.map((a) => ({ code: a.code, name: a.name, count: n.get(a.code) ?? 0 })),
        at: Date.now(),
      };
    });

  const byCategory = async (session: Session, elderly: ServedResource, locale: Locale) => {
    const field = elderly.byName.get(CATEGORY_FIELD);
    if (!field) return { value: [], at: Date.now() };
    const [n, entries] = await Promise.all([
      categories.get(`categories|${scopeKey(session)}`, async () => ({
        value: await countByArrayValue(db, elderly, session, CATEGORY_FIELD),
        at: Date.now(),
      })),
      field.dict ? dictEntries(field.dict, locale) : Promise.resolve(optionEntries(field.options, locale)),
    ]);
    return {
      value: entries.map((e) => ({ ...e, count: n.value.get(e.value) ?? 0 })),
      at: n.at,
    };
  };

  const dictEntries = async (dictType: string, locale: Locale) => {
    const rows = await db
      .selectFrom('dict_data')
      .select(['value', 'label', 'label_en', 'label_es'])
      .where('dict_type', '=', dictType)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      value: r.value,
      label: locale === 'en' ? r.label_en : locale === 'es' ? r.label_es : r.label,
    }));
  };
  const optionEntries = (
    options: readonly { value: string; label: Parameters<typeof localise>[0] }[] | undefined,
    locale: Locale,
  ) => (options ?? []).map((o) => ({ value: o.value, label: localise(o.label, locale) }));

  route(app, ctx, endpoints.dashboardSummary, async ({ session, locale }) => {
    const month = monthBounds(new Date());
    const scope = scopeKey(session);
    const requests = new Map<string, CountRequest>();
    const totalKey = (key: string) => `total|${key}|${scope}`;
    for (const key of new Set([...DASHBOARD_COUNTED_MODULES, ...DASHBOARD_FACILITY_MODULES])) {
      const resource = readable(session, key);
      if (resource) requests.set(totalKey(key), { resource });
    }
    const own = ownModules(session);
    for (const resource of own) requests.set(totalKey(resource.key), { resource });
    const services = readable(session, DASHBOARD_SERVICE_MODULE);
    const servicesKey = `services|${month.start}|${scope}`;
    if (services) {
      requests.set(servicesKey, {
        resource: services,
        query: { startTimeStart: month.start, startTimeEnd: month.end },
      });
    }
    const elderly = readable(session, DASHBOARD_ELDERLY_MODULE);
    const pending = totalsOf(session, requests);
    const [street, category, counted] = await Promise.all([
      elderly ? byStreet(session, elderly) : undefined,
      elderly ? byCategory(session, elderly, locale) : undefined,
      Promise.all([...pending.values()]),
    ]);
    const found = new Map([...pending.keys()].map((key, i) => [key, counted[i]]));
    const figure = (key: string) => found.get(key)?.value ?? null;
    const stamps = [street, category, ...counted].flatMap((s) => (s ? [s.at] : []));
    return {
      totals: Object.fromEntries(DASHBOARD_COUNTED_MODULES.map((k) => [k, figure(totalKey(k))])) as Record<
        (typeof DASHBOARD_COUNTED_MODULES)[number],
        number | null
      >,
      facilities: Object.fromEntries(
        DASHBOARD_FACILITY_MODULES.map((k) => [k, figure(totalKey(k))]),
      ) as Record<(typeof DASHBOARD_FACILITY_MODULES)[number], number | null>,
      ownModules: own.map((r) => ({ module: r.key, count: figure(totalKey(r.key)) ?? 0 })),
      servicesThisMonth: figure(servicesKey),
      month,
      elderlyByStreet: street?.value ?? null,
      elderlyByCategory: category?.value ?? null,
      asOf: new Date(stamps.length > 0 ? Math.min(...stamps) : Date.now()).toISOString(),
    };
  });
};
