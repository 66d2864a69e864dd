import {
  DASHBOARD_COUNTED_MODULES,
  DASHBOARD_FACILITY_MODULES,
  ErrorCode,
  type DashboardSummary,
} from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody, type Page } from '../resources/fixtures.js';

/** The dashboard's figures must be exactly the totals the module lists show for the same caller. */
const elderly = buildCatalogue().find('elderlyInfo') as ServedResource;
const QIUPU_COMMUNITY = '341702001001';

/** One demo user per role (README): each must get a home page with figures of its scope. */
const ROLE_USERS = [
  'admin',
  'sysadmin',
  'opsummary',
  'operator',
  'street',
  'institution',
  'provider',
  'assessor',
  'association',
  'secretariat',
  'visitcare',
  'trial',
] as const;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ROLE_USERS) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server?.close());

const summaryOf = async (user: string, headers: Record<string, string> = {}) => {
  const res = await call<DashboardSummary>(server.app, {
    method: 'GET',
    url: '/prod-api/biz/dashboard/summary',
    token: tokens[user],
    headers,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data;
};

/** The list's total for a module and filters, or null when the list refuses the caller (403). */
const listTotal = async (
  user: string,
  module: string,
  filters: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<number | null> => {
  const query = new URLSearchParams({ ...filters, current: '1', size: '1' });
  const res = await request<Page>(
    server.app,
    tokens[user] ?? '',
    'GET',
    `/${module}?${query}`,
    undefined,
    headers,
  );
  if (res.code === ErrorCode.Forbidden) return null;
  expect(res.code, `${module}: ${res.msg}`).toBe(0);
  return res.data.total;
};

/** Every figure of a summary next to what the lists answer for the same caller. */
const compareWithLists = async (
  user: string,
  data: DashboardSummary,
  headers: Record<string, string> = {},
) => {
  for (const module of DASHBOARD_COUNTED_MODULES) {
    expect({ module, n: data.totals[module] }).toEqual({
      module,
      n: await listTotal(user, module, {}, headers),
    });
  }
  for (const module of DASHBOARD_FACILITY_MODULES) {
    expect({ module, n: data.facilities[module] }).toEqual({
      module,
      n: await listTotal(user, module, {}, headers),
    });
  }
  for (const { module, count } of data.ownModules) {
    expect({ module, n: count }).toEqual({ module, n: await listTotal(user, module, {}, headers) });
  }
  const month = { startTimeStart: data.month.start, startTimeEnd: data.month.end };
  expect(data.servicesThisMonth).toBe(await listTotal(user, 'serviceRecord', month, headers));
  for (const street of data.elderlyByStreet ?? []) {
    expect({ street: street.code, n: street.count }).toEqual({
      street: street.code,
      n: await listTotal(user, 'elderlyInfo', { areaCode: street.code }, headers),
    });
  }
  for (const category of data.elderlyByCategory ?? []) {
    expect({ category: category.value, n: category.count }).toEqual({
      category: category.value,
      n: await listTotal(user, 'elderlyInfo', { categories: category.value }, headers),
    });
  }
};

describe('GET /biz/dashboard/summary', () => {
  it('gives the admin the same figures as the module lists, streets of the whole city', async () => {
    const data = await summaryOf('admin', { 'accept-language': 'en' });
    await compareWithLists('admin', data);
    expect(data.totals.elderlyInfo).toBeGreaterThan(0);
    expect(data.servicesThisMonth).not.toBeNull();
    // The month counted is the current one of the platform's calendar (Asia/Shanghai by default,
    // whatever the process's TZ): from its first midnight to the last millisecond.
    const now = Date.now();
    const shanghai = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect(shanghai(data.month.start)).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
    expect(shanghai(new Date(new Date(data.month.end).getTime() + 1).toISOString())).toMatch(
      /^\d{4}-\d{2}-01 00:00:00$/,
    );
    expect(shanghai(data.month.end).slice(0, 7)).toBe(shanghai(data.month.start).slice(0, 7));
    expect(new Date(data.month.start).getTime() <= now && now <= new Date(data.month.end).getTime()).toBe(
      true,
    );
    expect(data.elderlyByStreet?.map((s) => s.name)).toEqual(['秋浦街道', '里山街道', '尧渡镇']);
    const streetSum = (data.elderlyByStreet ?? []).reduce((sum, s) => sum + s.count, 0);
    expect(streetSum).toBeGreaterThan(0);
    expect(streetSum).toBeLessThanOrEqual(data.totals.elderlyInfo ?? 0);
    // Every dictionary entry is listed in dictionary order, labelled in the request's language.
    const dict = await server.app.eldercare.db
      .selectFrom('dict_data')
      .select(['value', 'label_i18n'])
      .where('dict_type', '=', 'elderly_category')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    expect(dict.length).toBeGreaterThan(0);
    expect(data.elderlyByCategory?.map((c) => [c.value, c.label])).toEqual(
      dict.map((d) => [d.value, d.label_i18n.en]),
    );
    expect(data.elderlyByCategory?.some((c) => c.count > 0)).toBe(true);
  });

  it('narrows the street user to their street: communities, and null where they may not list', async () => {
    const admin = await summaryOf('admin');
    const data = await summaryOf('street');
    await compareWithLists('street', data);
    expect(data.elderlyByStreet?.map((s) => s.code)).toEqual(['341702001001', '341702001002']);
    expect(data.totals.elderlyInfo).toBeGreaterThan(0);
    expect(data.totals.elderlyInfo).toBeLessThan(admin.totals.elderlyInfo ?? 0);
    // Street staff keep personal records and community facilities, not service records or agencies.
    expect(data.servicesThisMonth).toBeNull();
    expect(data.totals.pensionAgency).toBeNull();
    expect(data.facilities.dayCare).not.toBeNull();
  });

  it('answers null for everything a role may not list, never a zero', async () => {
    const data = await summaryOf('institution');
    await compareWithLists('institution', data);
    expect(data.totals.elderlyInfo).toBeNull();
    expect(data.elderlyByStreet).toBeNull();
    expect(data.elderlyByCategory).toBeNull();
  });

  it.each(ROLE_USERS)('gives %s figures of its own scope, each equal to its list total', async (user) => {
    const data = await summaryOf(user);
    await compareWithLists(user, data);
    const figures = [
      ...Object.values(data.totals).filter((n): n is number => n !== null),
      ...data.ownModules.map((m) => m.count),
    ];
    // Enough to fill a home page, and not all zero: the demo data covers every role's scope.
    expect(figures.length, user).toBeGreaterThanOrEqual(4);
    expect(
      figures.some((n) => n > 0),
      user,
    ).toBe(true);
  });

  it('adds the own modules of roles that list few counted modules, not of district roles', async () => {
    expect((await summaryOf('admin')).ownModules).toEqual([]);
    expect((await summaryOf('street')).ownModules).toEqual([]);
    const institution = (await summaryOf('institution')).ownModules.map((m) => m.module);
    expect(institution).toEqual(
      expect.arrayContaining(['checkInPeople', 'businessPeople', 'leaveyardPeople']),
    );
    const association = (await summaryOf('association')).ownModules.map((m) => m.module);
    expect(association).toEqual(expect.arrayContaining(['memberInstitution', 'trainingActivity']));
  });

  it('counts in the data type the filterMode header selects, as the lists do', async () => {
    const test = { filtermode: 'test' };
    const created = await request(
      server.app,
      tokens.admin ?? '',
      'POST',
      '/elderlyInfo',
      { ...validBody(elderly, 'dashboard-test-type'), community: QIUPU_COMMUNITY },
      test,
    );
    expect(created.code, created.msg).toBe(0);
    const data = await summaryOf('admin', test);
    await compareWithLists('admin', data, test);
    expect(data.totals.elderlyInfo).toBeGreaterThan(0);
    expect(data.totals.elderlyInfo).toBeLessThan((await summaryOf('admin')).totals.elderlyInfo ?? 0);
  });

  it('reuses counts for up to a minute: a new record shows in the list at once, here later', async () => {
    const before = await summaryOf('street');
    const created = await request(server.app, tokens.street ?? '', 'POST', '/elderlyInfo', {
      ...validBody(elderly, 'dashboard-cache'),
      community: QIUPU_COMMUNITY,
    });
    expect(created.code, created.msg).toBe(0);
    expect(await listTotal('street', 'elderlyInfo')).toBe((before.totals.elderlyInfo ?? 0) + 1);
    const after = await summaryOf('street');
    expect(after.totals.elderlyInfo).toBe(before.totals.elderlyInfo);
    expect(after.asOf).toBe(before.asOf);
  });
});
