import { ErrorCode } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody } from './fixtures.js';

/**
 * Service plans and dementia-care activities go draft → submitted → approved |
 * returned (resubmitted after changes), call-ins received → dispatched → closed, each step run by
 * the roles that decide it in a Chinese platform; item 2: a step saves the page's fields with it,
 * in one transaction, so a refused step saves nothing.
 */
const catalogue = buildCatalogue();
const served = (key: string): ServedResource => {
  const r = catalogue.find(key);
  if (!r) throw new Error(`no module ${key}`);
  return r;
};
const plan = served('servicePlan');
const activity = served('dementiaActivity');
const callin = served('callinInfo');

/** A community of 秋浦街道 (street staff `street`), inside the provider's district. */
const QIUPU_COMMUNITY = '341702001001';

type Row = Record<string, unknown> & { id: number; version: number };
interface Entry {
  action: string;
  userName: string;
  step?: string;
  comment?: string;
  changes: { field: string; before: unknown; after: unknown }[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user] ?? '';

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'operator', 'provider', 'street', 'lishan', 'secretariat', 'association'])
    tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server.close());

const create = async (
  resource: ServedResource,
  user: string,
  salt: string,
  extra: Record<string, unknown>,
) => {
  const body = { ...validBody(resource, salt), ...extra };
  const created = await request<{ id: number }>(server.app, as(user), 'POST', `/${resource.key}`, body);
  expect(created.code, created.msg).toBe(0);
  return read(resource, created.data.id, user);
};
const read = async (resource: ServedResource, id: number, user = 'admin') => {
  const got = await request<Row>(server.app, as(user), 'GET', `/${resource.key}/${id}`);
  expect(got.code, got.msg).toBe(0);
  return got.data;
};
const step = (
  resource: ServedResource,
  id: number,
  key: string,
  body: { version: number; comment?: string; fields?: Record<string, unknown> },
  user = 'admin',
) => request<Row>(server.app, as(user), 'POST', `/${resource.key}/${id}/step/${key}`, body);
const trail = async (resource: ServedResource, id: number) =>
  (await request<Entry[]>(server.app, as('admin'), 'GET', `/${resource.key}/${id}/audit`)).data;

/** A provider's plan for an elder of 秋浦社区 (the elder reference is any stored elderly record). */
const newPlan = async (salt: string) => {
  const elders = await request<{ records: Row[] }>(server.app, as('admin'), 'GET', '/elderlyInfo?size=1');
  return create(plan, 'provider', salt, {
    elderlyId: elders.data.records[0]?.id,
    area: QIUPU_COMMUNITY,
    timesPerMonth: 8,
  });
};

describe('service plans: the provider submits, the street office decides', () => {
  it('walks draft → submitted → returned (with an opinion) → submitted with changes → approved', async () => {
    let record = await newPlan('walk');
    expect(record.auditStatus).toBe('draft');

    const submitted = await step(plan, record.id, 'submit', { version: record.version }, 'provider');
    expect(submitted.code, submitted.msg).toBe(0);
    expect(submitted.data.auditStatus).toBe('submitted');
    record = submitted.data;

    // The provider may not decide its own plan; another street's staff do not see it.
    const own = await step(plan, record.id, 'approve', { version: record.version }, 'provider');
    expect(own.code).toBe(ErrorCode.Forbidden);
    const elsewhere = await step(plan, record.id, 'approve', { version: record.version }, 'lishan');
    expect(elsewhere.code).toBe(ErrorCode.NotFound);

    const bare = await step(plan, record.id, 'return', { version: record.version, comment: ' ' }, 'street');
    expect(bare).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'comment' } });
    expect(bare.msg).toBe('请填写“退回”的意见');
    const returned = await step(
      plan,
      record.id,
      'return',
      { version: record.version, comment: '每月次数偏多，请与老人确认' },
      'street',
    );
    expect(returned.code, returned.msg).toBe(0);
    expect(returned.data.auditStatus).toBe('returned');
    record = returned.data;

    // Returned: editable again, and resubmitted with the changed fields in the same request.
    const resubmitted = await step(
      plan,
      record.id,
      'submit',
      { version: record.version, fields: { timesPerMonth: 6, remarks: '已与老人确认' } },
      'provider',
    );
    expect(resubmitted.code, resubmitted.msg).toBe(0);
    expect(resubmitted.data).toMatchObject({
      auditStatus: 'submitted',
      timesPerMonth: 6,
      remarks: '已与老人确认',
      version: record.version + 1,
    });
    const last = (await trail(plan, record.id)).at(-1);
    expect(last).toMatchObject({ action: 'step', step: 'submit', userName: 'provider' });
    expect(last?.changes).toEqual(
      expect.arrayContaining([
        { field: 'timesPerMonth', before: 8, after: 6 },
        { field: 'auditStatus', before: 'returned', after: 'submitted' },
      ]),
    );
    record = resubmitted.data;

    const approved = await step(plan, record.id, 'approve', { version: record.version }, 'street');
    expect(approved.code, approved.msg).toBe(0);
    expect(approved.data.auditStatus).toBe('approved');
    const again = await step(plan, record.id, 'submit', { version: approved.data.version }, 'provider');
    expect(again.code).toBe(ErrorCode.Invalid);
    expect(again.msg).toBe('记录当前状态为“已通过”，不能执行“提交审核”，请刷新后重试');
  });
});

describe('a step with fields is one transaction', () => {
  const unchanged = async (before: Row) => {
    const after = await read(plan, before.id, 'provider');
    expect(after).toEqual(before);
    return after;
  };

  it('refuses invalid fields with the edit’s own message and writes nothing, state and version included', async () => {
    const record = await newPlan('invalid');
    const edit = await request(server.app, as('provider'), 'PUT', `/servicePlan/${record.id}`, {
      version: record.version,
      timesPerMonth: 'often',
    });
    expect(edit.code).toBe(ErrorCode.Invalid);
    const refused = await step(
      plan,
      record.id,
      'submit',
      { version: record.version, fields: { remarks: '改了备注', timesPerMonth: 'often' } },
      'provider',
    );
    expect(refused).toMatchObject({
      code: ErrorCode.Invalid,
      msg: edit.msg,
      data: { field: 'timesPerMonth' },
    });
    await unchanged(record);
    // A required field emptied: the same message as the edit would give.
    const emptied = await step(
      plan,
      record.id,
      'submit',
      { version: record.version, fields: { planMonth: '' } },
      'provider',
    );
    const emptiedEdit = await request(server.app, as('provider'), 'PUT', `/servicePlan/${record.id}`, {
      version: record.version,
      planMonth: '',
    });
    expect(emptied).toMatchObject({
      code: ErrorCode.Invalid,
      msg: emptiedEdit.msg,
      data: { field: 'planMonth' },
    });
    await unchanged(record);
    expect((await trail(plan, record.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('writes nothing on a stale version, a state the step does not start from, or a missing opinion', async () => {
    const record = await newPlan('refusals');
    const fields = { remarks: '不应保存' };
    const stale = await step(plan, record.id, 'submit', { version: record.version - 1, fields }, 'provider');
    expect(stale.code).toBe(ErrorCode.Conflict);
    const wrongState = await step(plan, record.id, 'approve', { version: record.version, fields }, 'street');
    expect(wrongState.code).toBe(ErrorCode.Invalid);
    await unchanged(record);
    const submitted = await step(plan, record.id, 'submit', { version: record.version }, 'provider');
    const noOpinion = await step(
      plan,
      record.id,
      'return',
      { version: submitted.data.version, fields },
      'street',
    );
    expect(noOpinion).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'comment' } });
    await unchanged(submitted.data);
  });

  it('does not let fields move the state, and moves the record’s area with them', async () => {
    const record = await newPlan('state-field');
    const done = await step(
      plan,
      record.id,
      'submit',
      { version: record.version, fields: { auditStatus: 'approved' } },
      'provider',
    );
    expect(done.code, done.msg).toBe(0);
    expect(done.data.auditStatus).toBe('submitted');
    const out = await step(
      plan,
      record.id,
      'return',
      { version: done.data.version, comment: '退回', fields: { area: '341721100001' } },
      'admin',
    );
    expect(out.code, out.msg).toBe(0);
    expect(out.data.area).toBe('341721100001');
    const street = await request(server.app, as('street'), 'GET', `/servicePlan/${record.id}`);
    expect(street.code).toBe(ErrorCode.NotFound);
  });
});

describe('dementia-care activities: the secretariat decides', () => {
  it('walks draft → submitted → approved, the association’s members only reading', async () => {
    const record = await create(activity, 'operator', 'walk', { area: QIUPU_COMMUNITY });
    expect(record.auditStatus).toBe('draft');
    const early = await step(activity, record.id, 'approve', { version: record.version }, 'secretariat');
    expect(early.code).toBe(ErrorCode.Invalid);
    const submitted = await step(activity, record.id, 'submit', { version: record.version }, 'operator');
    expect(submitted.code, submitted.msg).toBe(0);
    const member = await step(
      activity,
      record.id,
      'approve',
      { version: submitted.data.version },
      'association',
    );
    expect(member.code).toBe(ErrorCode.Forbidden);
    const mine = await step(
      activity,
      record.id,
      'submit',
      { version: submitted.data.version },
      'secretariat',
    );
    expect(mine.code).toBe(ErrorCode.Forbidden);
    const approved = await step(
      activity,
      record.id,
      'approve',
      { version: submitted.data.version, comment: '同意开展' },
      'secretariat',
    );
    expect(approved.code, approved.msg).toBe(0);
    expect(approved.data.auditStatus).toBe('approved');
    expect((await trail(activity, record.id)).at(-1)).toMatchObject({
      step: 'approve',
      userName: 'secretariat',
      comment: '同意开展',
    });
  });

  it('returns an activity for changes, after which it is resubmitted', async () => {
    const record = await create(activity, 'operator', 'return', { area: QIUPU_COMMUNITY });
    const submitted = await step(activity, record.id, 'submit', { version: record.version }, 'operator');
    const returned = await step(
      activity,
      record.id,
      'return',
      { version: submitted.data.version, comment: '请补充活动地点' },
      'secretariat',
    );
    expect(returned.data.auditStatus).toBe('returned');
    const edited = await request<{ version: number }>(
      server.app,
      as('operator'),
      'PUT',
      `/dementiaActivity/${record.id}`,
      {
        version: returned.data.version,
        place: '秋浦社区活动室',
      },
    );
    expect(edited.code, edited.msg).toBe(0);
    const again = await step(activity, record.id, 'submit', { version: edited.data.version }, 'operator');
    expect(again.data).toMatchObject({ auditStatus: 'submitted', place: '秋浦社区活动室' });
  });
});

describe('call-ins: logged → dispatched → closed', () => {
  it('dispatches with the handling fields and closes with the result', async () => {
    const record = await create(callin, 'operator', 'walk', { area: QIUPU_COMMUNITY });
    expect(record.callStatus).toBe('received');
    const dispatched = await step(
      callin,
      record.id,
      'dispatch',
      { version: record.version, fields: { handling: 'dispatched', handler: '王丽', result: 'in_progress' } },
      'operator',
    );
    expect(dispatched.code, dispatched.msg).toBe(0);
    expect(dispatched.data).toMatchObject({
      callStatus: 'dispatched',
      handling: 'dispatched',
      handler: '王丽',
    });
    const closed = await step(
      callin,
      record.id,
      'close',
      { version: dispatched.data.version, fields: { result: 'resolved', handlingNotes: '已上门处理' } },
      'street',
    );
    expect(closed.code, closed.msg).toBe(0);
    expect(closed.data).toMatchObject({ callStatus: 'closed', result: 'resolved' });
    const twice = await step(callin, record.id, 'close', { version: closed.data.version }, 'street');
    expect(twice.code).toBe(ErrorCode.Invalid);
    expect(twice.msg).toBe('记录当前状态为“已办结”，不能执行“办结”，请刷新后重试');
  });

  it('closes a call answered on the line directly, and never dispatches a closed one', async () => {
    const record = await create(callin, 'operator', 'direct', { area: QIUPU_COMMUNITY });
    const closed = await step(callin, record.id, 'close', { version: record.version }, 'operator');
    expect(closed.data.callStatus).toBe('closed');
    const dispatch = await step(callin, record.id, 'dispatch', { version: closed.data.version }, 'operator');
    expect(dispatch.code).toBe(ErrorCode.Invalid);
  });
});

describe('the demo records', () => {
  it('spread over the states, with fields that agree with them', async () => {
    // The seed writes its rows without an author; the other tests' records have one.
    const rows = async (key: string) =>
      (
        await request<{ records: Row[] }>(server.app, as('admin'), 'GET', `/${key}?size=200`)
      ).data.records.filter((r) => r.createdBy === null);
    const plans = await rows('servicePlan');
    expect(new Set(plans.map((p) => p.auditStatus)).size).toBeGreaterThan(1);
    for (const p of plans) if (p.auditStatus !== 'approved') expect(p.status, String(p.id)).toBeNull();
    const calls = await rows('callinInfo');
    expect(new Set(calls.map((c) => c.callStatus)).size).toBeGreaterThan(1);
    for (const c of calls) {
      if (c.callStatus === 'received') expect(c.result).toBeNull();
      if (c.callStatus === 'dispatched') expect(c.handling).toBe('dispatched');
      if (c.callStatus === 'closed') expect(['resolved', 'follow_up', 'unresolved']).toContain(c.result);
    }
    const activities = await rows('dementiaActivity');
    expect(
      activities.every((a) => ['draft', 'submitted', 'approved', 'returned'].includes(String(a.auditStatus))),
    ).toBe(true);
  });
});
