import type { DashboardAreaCount } from '@eldercare/contract';
import { localise } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import type { ServedResource } from '../resources/index.js';
import { countByArea, countByArrayValue, countMany, type CountRequest } from '../resources/query/stats.js';
import { areasAtLevelWithin } from './areas.js';
import { localisedDictEntries } from './dict-repository.js';
import { TtlCache } from './ttl-cache.js';

/** Streets are level 4 (1 province … 5 community); street staff see their communities instead. */
const STREET_LEVEL = 4;
/** The field the elderly are counted by category on, with the list filter of the same name. */
const CATEGORY_FIELD = 'categories';

/** A figure and when it was counted (the summary's `asOf` is the oldest of them). */
export interface Stamped<T> {
  value: T;
  at: number;
}

/** The counts are shared by the callers of one data scope: area and data type. */
export const scopeKey = (session: Session) => `${session.areaCode}|${session.dataType}`;

const optionEntries = (
  options: readonly { value: string; label: Parameters<typeof localise>[0] }[] | undefined,
  locale: Locale,
) => (options ?? []).map((o) => ({ value: o.value, label: localise(o.label, locale) }));

/**
 * The dashboard's counts, each kept for `ttlMs` per data scope: totals of modules, the elderly by
 * street and by category.
 */
export class DashboardCounts {
  private readonly counts: TtlCache<Stamped<number>>;
  private readonly streets: TtlCache<Stamped<DashboardAreaCount[]>>;
  private readonly categories: TtlCache<Stamped<Map<string, number>>>;

  constructor(
    private readonly db: Kysely<Database>,
    ttlMs: number,
  ) {
    this.counts = new TtlCache(ttlMs);
    this.streets = new TtlCache(ttlMs);
    this.categories = new TtlCache(ttlMs);
  }

  /** The requested totals by key; those not cached are counted together in one statement. */
  totals(session: Session, requests: Map<string, CountRequest>): Map<string, Promise<Stamped<number>>> {
    const missing = [...requests].filter(([key]) => !this.counts.has(key));
    let batch: Promise<Map<string, Stamped<number>>> | undefined;
    const runBatch = () =>
      (batch ??= countMany(
        this.db,
        session,
        missing.map(([, request]) => request),
      ).then((values) => {
        const at = Date.now();
        return new Map(missing.map(([key], i) => [key, { value: values[i] ?? 0, at }]));
      }));
    return new Map(
      [...requests].map(([key, request]) => [
        key,
        this.counts.get(key, async () => {
          const stamped = (await runBatch()).get(key);
          if (stamped) return stamped;
          // Expired between has() and get(): counted on its own.
          const [value] = await countMany(this.db, session, [request]);
          return { value: value ?? 0, at: Date.now() };
        }),
      ]),
    );
  }

  /** The elderly of each street (or community, for street staff) below the caller's area. */
  byStreet(session: Session, elderly: ServedResource) {
    return this.streets.get(`streets|${scopeKey(session)}`, async () => {
      const level = session.areaLevel < STREET_LEVEL ? STREET_LEVEL : session.areaLevel + 1;
      const areas = await areasAtLevelWithin(this.db, level, session.areaCode);
      const n = await countByArea(
        this.db,
        elderly,
        session,
        areas.map((a) => a.code),
      );
      return {
        value: areas.map((a) => ({ code: a.code, name: a.name, count: n.get(a.code) ?? 0 })),
        at: Date.now(),
      };
    });
  }

  /** The elderly of each category, labelled in the caller's language. */
  async byCategory(session: Session, elderly: ServedResource, locale: Locale) {
    const field = elderly.byName.get(CATEGORY_FIELD);
    if (!field) return { value: [], at: Date.now() };
    const [n, entries] = await Promise.all([
      this.categories.get(`categories|${scopeKey(session)}`, async () => ({
        value: await countByArrayValue(this.db, elderly, session, CATEGORY_FIELD),
        at: Date.now(),
      })),
      field.dict
        ? localisedDictEntries(this.db, field.dict, locale)
        : Promise.resolve(optionEntries(field.options, locale)),
    ]);
    return {
      value: entries.map((e) => ({ ...e, count: n.value.get(e.value) ?? 0 })),
      at: n.at,
    };
  }
}
