import { ErrorCode } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody } from './fixtures.js';

/**
 * Rules of the review and dispatch workflows over HTTP: a second reviewer decides, the author
 * cannot edit while the record waits for review, an order's assignee works for its provider, and
 * a record about an elder lies in the elder's community when its area is left empty.
 */
const catalogue = buildCatalogue();
const served = (key: string): ServedResource => {
  const r = catalogue.find(key);
  if (!r) throw new Error(`no module ${key}`);
  return r;
};
const plan = served('servicePlan');
const requests = served('serviceManager');

/** A community of 秋浦街道 (street staff `street`), inside the provider's district. */
const QIUPU = '341702001';

type Row = Record<string, unknown> & { id: number; version: number };

let server: TestServer;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user] ?? '';

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'operator', 'provider', 'street'])
    tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server.close());

const read = async (resource: ServedResource, id: number, user = 'admin') => {
  const got = await request<Row>(server.app, as(user), 'GET', `/${resource.key}/${id}`);
  expect(got.code, got.msg).toBe(0);
  return got.data;
};
const list = async (key: string, query = '') =>
  (await request<{ records: Row[] }>(server.app, as('admin'), 'GET', `/${key}?size=200${query}`)).data
    .records;
const step = (
  resource: ServedResource,
  id: number,
  key: string,
  body: Record<string, unknown>,
  user: string,
) => request<Row>(server.app, as(user), 'POST', `/${resource.key}/${id}/step/${key}`, body);

/** An elder living in 秋浦街道, so the provider and the street office both see the plan. */
const qiupuElder = async () => {
  const elder = (await list('elderlyInfo')).find((r) => String(r.community).startsWith(QIUPU));
  if (!elder) throw new Error('the demo seed has elders in 秋浦街道');
  return elder;
};

const newPlan = async (user: string, salt: string, extra: Record<string, unknown> = {}) => {
  const elder = await qiupuElder();
  const body = { ...validBody(plan, salt), elderlyId: elder.id, area: elder.community, ...extra };
  const created = await request<{ id: number }>(server.app, as(user), 'POST', '/servicePlan', body);
  expect(created.code, created.msg).toBe(0);
  return read(plan, created.data.id, user);
};

describe('a second reviewer decides', () => {
  it('refuses the account that submitted a plan its approval, in the caller’s language; another reviewer approves', async () => {
    const record = await newPlan('admin', 'four-eyes');
    const submitted = await step(plan, record.id, 'submit', { version: record.version }, 'admin');
    expect(submitted.code, submitted.msg).toBe(0);
    const own = await step(plan, record.id, 'approve', { version: submitted.data.version }, 'admin');
    expect(own).toMatchObject({
      code: ErrorCode.Forbidden,
      msg: '不能审核自己提交的记录，请由其他审核人审核',
    });
    const ownEn = await request(
      server.app,
      as('admin'),
      'POST',
      `/servicePlan/${record.id}/step/return`,
      { version: submitted.data.version, comment: 'no' },
      { 'accept-language': 'en' },
    );
    expect(ownEn.code).toBe(ErrorCode.Forbidden);
    expect(ownEn.msg).toMatch(/another reviewer/);
    expect((await read(plan, record.id)).auditStatus).toBe('submitted');
    const other = await step(plan, record.id, 'approve', { version: submitted.data.version }, 'street');
    expect(other.code, other.msg).toBe(0);
    expect(other.data.auditStatus).toBe('approved');
  });
});

describe('a plan waiting for review is read-only to its author', () => {
  it('refuses the provider’s edit while 待审核 and changes nothing; after it is returned the edit goes through', async () => {
    const record = await newPlan('provider', 'frozen');
    const submitted = await step(plan, record.id, 'submit', { version: record.version }, 'provider');
    expect(submitted.code, submitted.msg).toBe(0);
    const frozen = await read(plan, record.id, 'provider');
    const edit = await request(server.app, as('provider'), 'PUT', `/servicePlan/${record.id}`, {
      version: submitted.data.version,
      remarks: '审核中改了备注',
    });
    expect(edit).toMatchObject({ code: ErrorCode.Forbidden, msg: '记录正在审核中，审核完成前不能修改' });
    expect(await read(plan, record.id, 'provider')).toEqual(frozen);
    const returned = await step(
      plan,
      record.id,
      'return',
      { version: submitted.data.version, comment: '请补充服务时间' },
      'street',
    );
    expect(returned.code, returned.msg).toBe(0);
    const after = await request(server.app, as('provider'), 'PUT', `/servicePlan/${record.id}`, {
      version: returned.data.version,
      remarks: '退回后补充了服务时间',
    });
    expect(after.code, after.msg).toBe(0);
  });
});

describe('派单 to a staff member of the provider', () => {
  it('stores an assignee of the chosen provider and refuses one of another provider', async () => {
    const staff = (await list('servicePersonal')).filter((s) => Number(s.providerId) > 0);
    const member = staff[0];
    if (!member) throw new Error('the demo seed has service staff');
    const stranger = staff.find((s) => s.providerId !== member.providerId);
    if (!stranger) throw new Error('the demo seed has staff of several providers');
    const body = { ...validBody(requests, 'assign'), area: '341702001001' };
    const created = await request<{ id: number }>(
      server.app,
      as('operator'),
      'POST',
      '/serviceManager',
      body,
    );
    expect(created.code, created.msg).toBe(0);
    const pending = await read(requests, created.data.id, 'operator');

    const wrong = await request<{ field?: string }>(
      server.app,
      as('operator'),
      'PUT',
      `/serviceManager/${pending.id}`,
      { version: pending.version, providerId: member.providerId, staffId: stranger.id },
    );
    expect(wrong).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'staffId' } });
    expect(wrong.msg).toBe('派单人员须为所选服务商的在册服务人员');

    const right = await request(server.app, as('operator'), 'PUT', `/serviceManager/${pending.id}`, {
      version: pending.version,
      providerId: member.providerId,
      staffId: member.id,
    });
    expect(right.code, right.msg).toBe(0);
    const stored = await read(requests, pending.id, 'operator');
    expect(stored).toMatchObject({ providerId: member.providerId, staffId: member.id });
    expect((stored.referenceLabels as Record<string, unknown>).staffId).toBe(member.name);
  });

  it('offers the assignee picker only the staff of the provider named', async () => {
    const staff = (await list('servicePersonal')).filter((s) => Number(s.providerId) > 0);
    const providerId = Number(staff[0]?.providerId);
    const roster = staff.filter((s) => Number(s.providerId) === providerId).map((s) => s.id);
    expect(staff.length).toBeGreaterThan(roster.length);
    const offered = await request<{ id: number }[]>(
      server.app,
      as('admin'),
      'GET',
      `/servicePersonal/options?size=200&providerId=${providerId}`,
    );
    expect(offered.code, offered.msg).toBe(0);
    expect(offered.data.map((o) => o.id).sort((a, b) => a - b)).toEqual(roster.sort((a, b) => a - b));
  });
});

describe('the area of a record about an elder', () => {
  it('is the elder’s community when the form leaves it empty', async () => {
    const elder = await qiupuElder();
    const body = { ...validBody(plan, 'elder-area'), elderlyId: elder.id, area: '' };
    const created = await request<{ id: number }>(server.app, as('provider'), 'POST', '/servicePlan', body);
    expect(created.code, created.msg).toBe(0);
    const stored = await read(plan, created.data.id, 'provider');
    expect(stored.area).toBe(elder.community);
    expect(stored.areaCode).toBe(elder.community);
  });

  it('keeps an area the form names', async () => {
    const elder = await qiupuElder();
    const record = await newPlan('provider', 'named-area', { area: QIUPU });
    expect(record.elderlyId).toBe(elder.id);
    expect(record.area).toBe(QIUPU);
  });
});
