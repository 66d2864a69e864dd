import type { FieldDeclaration } from '@eldercare/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { idNumber } from '../src/db/seed/resources/people.js';
import { createRandom, seedOf } from '../src/db/seed/resources/random.js';
import { deriveFields, localToday } from '../src/resources/fields/derive.js';
import { buildCatalogue, type ServedResource } from '../src/resources/index.js';
import { parseScalar } from '../src/resources/fields/values.js';
import { monthBounds } from '../src/routes/dashboard.js';
import {
  localDateOfZonedDay,
  parseZonedDateTime,
  zonedDateTimeText,
  zonedDayBounds,
} from '../src/time-zone.js';
import { startTestServer, tokenFor, type TestServer } from './helpers/server.js';
import { request, validBody, type Page } from './resources/fixtures.js';

/**
 * The platform's calendar (ELDERCARE_TIME_ZONE, default Asia/Shanghai) decides
 * ages, "today", "this month", date filters' day boundaries and exported times — here with the
 * process in Los Angeles, 16 hours behind, where 2026-01-31T17:00:00Z is still 31 January at
 * 09:00 but already 1 February 01:00 in Shanghai.
 */
const processZone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';
afterAll(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

const BOUNDARY = new Date('2026-01-31T17:00:00Z');
const catalogue = buildCatalogue();
const callin = catalogue.find('callinInfo') as ServedResource;
const elderly = catalogue.find('elderlyInfo') as ServedResource;
const field = (resource: ServedResource, name: string) => resource.byName.get(name) as FieldDeclaration;

describe('the platform calendar, whatever the process TZ', () => {
  it('runs the process in Los Angeles for these tests', () => {
    expect(BOUNDARY.getDate()).toBe(31);
    expect(BOUNDARY.getHours()).toBe(9);
  });

  it('counts today and this month in Shanghai', () => {
    expect(localToday(BOUNDARY)).toBe('2026-02-01');
    expect(monthBounds(BOUNDARY)).toEqual({
      start: '2026-01-31T16:00:00.000Z',
      end: '2026-02-28T15:59:59.999Z',
    });
    expect(localToday(new Date('2026-01-31T15:59:59Z'))).toBe('2026-01-31');
  });

  it('counts ages on the Shanghai date: a birthday on 1 February has come', () => {
    const id = idNumber(createRandom(seedOf('tz')), '341702', '1966-02-01', 1);
    const at = (instant: Date) =>
      deriveFields(elderly.fields, { idCard: id }, localDateOfZonedDay(instant)).age;
    expect(at(BOUNDARY)).toBe(60);
    expect(at(new Date('2026-01-31T15:59:59Z'))).toBe(59);
  });

  it('reads a time without offset, and a bare date, on the Shanghai clock', () => {
    const calledAt = field(callin, 'calledAt');
    expect(parseScalar(calledAt, '2026-02-01 01:00:00')).toBe(BOUNDARY.toISOString());
    expect(parseScalar(calledAt, '2026-02-01T01:00')).toBe(BOUNDARY.toISOString());
    expect(parseScalar(calledAt, '2026-02-01')).toBe('2026-01-31T16:00:00.000Z');
    expect(parseScalar(calledAt, '2026-01-31T17:00:00Z')).toBe(BOUNDARY.toISOString());
    expect(parseScalar(calledAt, '2026-02-30 08:00')).toBeUndefined();
    expect(zonedDayBounds('2026-02-28').next.toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });

  it('writes exported times on the Shanghai clock', () => {
    expect(zonedDateTimeText(BOUNDARY)).toBe('2026-02-01 01:00:00');
    expect(zonedDateTimeText('2026-03-08T10:30:00Z', 'America/Los_Angeles')).toBe('2026-03-08 03:30:00');
    expect(parseZonedDateTime('2026-03-08 03:00', 'America/Los_Angeles')?.toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
  });

  it('refuses an unknown zone in the configuration', () => {
    expect(() => loadConfig({ ELDERCARE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/ELDERCARE_TIME_ZONE/);
    expect(loadConfig({}).timeZone).toBe('Asia/Shanghai');
  });
});

describe('over HTTP, with the process in Los Angeles', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await tokenFor(server.app, 'admin');
  });
  afterAll(async () => server.close());

  it('filters a date-time range by Shanghai days: a call at 01:00 on 1 February is on that day', async () => {
    const body = { ...validBody(callin, 'tz'), callerNumber: '13987650123', calledAt: '2026-02-01 01:00:00' };
    const created = await request<{ id: number }>(server.app, admin, 'POST', '/callinInfo', body);
    expect(created.code, created.msg).toBe(0);
    const found = async (start: string, end: string) =>
      (
        await request<Page>(
          server.app,
          admin,
          'GET',
          `/callinInfo?callerNumber=13987650123&calledAtStart=${start}&calledAtEnd=${end}`,
        )
      ).data.records.map((r) => r.id);
    expect(await found('2026-02-01', '2026-02-01')).toEqual([created.data.id]);
    expect(await found('2026-01-31', '2026-01-31')).toEqual([]);
    const read = await request<{ calledAt: string }>(
      server.app,
      admin,
      'GET',
      `/callinInfo/${created.data.id}`,
    );
    expect(read.data.calledAt).toBe(BOUNDARY.toISOString());
  });

  it('reads ages on the Shanghai date', async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const [y, m, d] = today.split('-');
    const birthday = `${Number(y) - 80}-${m}-${d === '29' && m === '02' ? '28' : d}`;
    const random = createRandom(seedOf('tz-age'));
    const body = {
      ...validBody(elderly, 'tz-age'),
      name: '时区龄测',
      idCard: idNumber(random, '341702', birthday, 1),
      community: '341702001001',
    };
    const created = await request<{ id: number }>(server.app, admin, 'POST', '/elderlyInfo', body);
    expect(created.code, created.msg).toBe(0);
    const read = await request<{ age: number }>(server.app, admin, 'GET', `/elderlyInfo/${created.data.id}`);
    expect(read.data.age).toBe(80);
  });
});
