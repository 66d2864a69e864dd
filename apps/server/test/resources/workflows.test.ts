import { ErrorCode } from '@eldercare/contract';
import type { WorkflowDeclaration, WorkflowTransition } from '@eldercare/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { provisionResources } from '../../src/resources/provision/provision.js';
import { optionsOf } from '../../src/resources/write/input.js';
import { isReviewStep } from '../../src/resources/write/workflow-steps.js';
import type { DataType } from '../../src/db/schema.js';
import { insertUser } from '../../src/services/new-user.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody } from './fixtures.js';

/**
 * Generated from the declarations: every step of every declared workflow is walked on a fresh
 * record from a state that allows it, and every workflow refuses a step its state does not allow,
 * a stale version, a missing step permission and an undeclared step — without writing anything.
 */
const catalogue = buildCatalogue();
const workflows = catalogue.served.filter((r) => r.declaration.workflow);
const workflowOf = (r: ServedResource) => r.declaration.workflow as WorkflowDeclaration;

interface Entry {
  action: string;
  userName: string;
  step?: string;
  comment?: string;
  changes: { field: string; before: unknown; after: unknown }[];
}
type Row = Record<string, unknown> & { id: number; version: number; areaCode: string };

let server: TestServer;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user] ?? '';

/** A second account with every permission: the one who submitted may not decide too. */
const REVIEWER = 'admin2';

/** Copies `admin` (department, roles, password) into the second account. */
const addSecondAdmin = async () => {
  const db = server.app.eldercare.db;
  const admin = await db
    .selectFrom('app_user')
    .selectAll()
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const roles = await db.selectFrom('user_role').select('role_id').where('user_id', '=', admin.id).execute();
  await insertUser(db, {
    userName: REVIEWER,
    nickName: '第二审核人',
    passwordHash: admin.password_hash,
    deptId: admin.dept_id,
    accountType: admin.account_type,
    dataType: admin.data_type as DataType,
    roleIds: roles.map((r) => r.role_id),
    mustChangePassword: false,
  });
};

beforeAll(async () => {
  server = await startTestServer();
  await addSecondAdmin();
  for (const user of ['admin', REVIEWER, 'sysadmin', 'operator', 'opsummary', 'assessor', 'institution']) {
    tokens[user] = await tokenFor(server.app, user);
  }
});
afterAll(async () => server.close());

const create = async (resource: ServedResource, salt: string, extra: Record<string, unknown> = {}) => {
  const body = { ...validBody(resource, salt), ...extra };
  const created = await request<{ id: number }>(server.app, as('admin'), 'POST', `/${resource.key}`, body);
  expect(created.code, created.msg).toBe(0);
  return read(resource, created.data.id);
};
const read = async (resource: ServedResource, id: number, user = 'admin') => {
  const got = await request<Row>(server.app, as(user), 'GET', `/${resource.key}/${id}`);
  expect(got.code, got.msg).toBe(0);
  return got.data;
};
const trail = async (resource: ServedResource, id: number, user = 'admin') =>
  request<Entry[]>(server.app, as(user), 'GET', `/${resource.key}/${id}/audit`);
const step = (
  resource: ServedResource,
  id: number,
  key: string,
  body: { version: number; comment?: string },
  user = 'admin',
  headers: Record<string, string> = {},
) => request<Row>(server.app, as(user), 'POST', `/${resource.key}/${id}/step/${key}`, body, headers);

/** The shortest walk of steps from the initial state to one of `targets` (empty when already there). */
const pathTo = (workflow: WorkflowDeclaration, targets: readonly string[]): WorkflowTransition[] => {
  const queue: { state: string; path: WorkflowTransition[] }[] = [{ state: workflow.initial, path: [] }];
  const seen = new Set([workflow.initial]);
  for (let item = queue.shift(); item; item = queue.shift()) {
    if (targets.includes(item.state)) return item.path;
    for (const t of workflow.transitions.filter((x) => x.from.includes(item.state))) {
      if (seen.has(t.to)) continue;
      seen.add(t.to);
      queue.push({ state: t.to, path: [...item.path, t] });
    }
  }
  throw new Error(`no state of ${targets.join('/')} is reachable from ${workflow.initial}`);
};

const opinionOf = (t: WorkflowTransition) => (t.needsOpinion ? `意见：${t.key}` : undefined);

describe('the declared workflows', () => {
  it('exist, and each can start from its initial state', () => {
    expect(workflows.length).toBeGreaterThan(0);
    for (const r of workflows) {
      expect(
        workflowOf(r).transitions.some((t) => t.from.includes(workflowOf(r).initial)),
        r.key,
      ).toBe(true);
    }
  });

  it('use only states their status field allows', () => {
    for (const r of workflows) {
      const w = workflowOf(r);
      const field = r.byName.get(w.field);
      expect(field?.type, r.key).toBe('enum');
      const allowed = field ? optionsOf(field) : undefined;
      expect(allowed, `${r.key}: ${w.field} has no options`).toBeDefined();
      for (const state of [w.initial, ...w.transitions.flatMap((t) => [...t.from, t.to])]) {
        expect(allowed?.has(state), `${r.key}: ${state}`).toBe(true);
      }
    }
  });
});

describe.each(workflows.map((r) => [r.key, r] as const))('workflow of %s', (key, resource) => {
  const workflow = workflowOf(resource);
  const field = workflow.field;

  it.each(workflow.transitions.map((t) => [t.key, t] as const))(
    'step %s: from a state it allows to its target, with version and trail',
    async (_, target) => {
      let record = await create(resource, `wf-${target.key}`);
      expect(record[field]).toBe(workflow.initial);
      for (const t of [...pathTo(workflow, target.from), target]) {
        const before = record[field];
        const user = isReviewStep(workflow, t) ? REVIEWER : 'admin';
        if (t.needsOpinion) {
          const bare = await step(
            resource,
            record.id,
            t.key,
            { version: record.version, comment: '  ' },
            user,
          );
          expect(bare).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'comment' } });
          expect(bare.msg).toBe(`请填写“${t.title['zh-CN']}”的意见`);
        }
        const done = await step(
          resource,
          record.id,
          t.key,
          { version: record.version, ...(opinionOf(t) ? { comment: opinionOf(t) } : {}) },
          user,
        );
        expect(done.code, done.msg).toBe(0);
        expect(done.data[field]).toBe(t.to);
        expect(done.data.version).toBe(record.version + 1);
        expect(done.data.id).toBe(record.id);
        const reread = await read(resource, record.id);
        expect(reread).toEqual(done.data);
        const entries = await trail(resource, record.id);
        expect(entries.data.at(-1)).toMatchObject({
          action: 'step',
          userName: user,
          step: t.key,
          changes: [{ field, before, after: t.to }],
          ...(opinionOf(t) ? { comment: opinionOf(t) } : {}),
        });
        if (!t.needsOpinion) expect(entries.data.at(-1)?.comment).toBeUndefined();
        record = reread;
      }
    },
  );

  it('refuses a step its state does not allow, a stale version, a caller without the step permission and an undeclared step, writing nothing', async () => {
    const record = await create(resource, 'wf-refusals');
    const before = (await trail(resource, record.id)).data.length;
    const first = workflow.transitions.find((t) => t.from.includes(workflow.initial)) as WorkflowTransition;
    const blocked = workflow.transitions.find((t) => !t.from.includes(workflow.initial));
    if (blocked) {
      const refused = await step(resource, record.id, blocked.key, { version: record.version, comment: 'x' });
      expect(refused.code).toBe(ErrorCode.Invalid);
      expect(refused.msg).toContain(`不能执行“${blocked.title['zh-CN']}”`);
      const en = await step(
        resource,
        record.id,
        blocked.key,
        { version: record.version, comment: 'x' },
        'admin',
        {
          'accept-language': 'en',
        },
      );
      expect(en.msg).toContain(`“${blocked.title.en}” is not possible while the record is`);
    }
    for (const version of [record.version - 1, record.version + 1]) {
      const stale = await step(resource, record.id, first.key, { version, comment: 'x' });
      expect(stale).toMatchObject({ code: ErrorCode.Conflict, msg: '该记录已被他人修改，请刷新后重试' });
    }
    // sys_admin reads every business module but holds no step.
    expect((await read(resource, record.id, 'sysadmin')).id).toBe(record.id);
    const forbidden = await step(
      resource,
      record.id,
      first.key,
      { version: record.version, comment: 'x' },
      'sysadmin',
    );
    expect(forbidden.code).toBe(ErrorCode.Forbidden);
    const unknown = await step(resource, record.id, 'noSuchStep', { version: record.version });
    expect(unknown.code).toBe(ErrorCode.NotFound);
    const missing = await step(resource, 999_999_999, first.key, { version: 1, comment: 'x' });
    expect(missing.code).toBe(ErrorCode.NotFound);

    expect(await read(resource, record.id)).toEqual(record);
    expect((await trail(resource, record.id)).data.length).toBe(before);
  });
});

describe('who may run which step (seeded grants)', () => {
  const assessmentForm = catalogue.find('assessmentForm') as ServedResource;
  const contract = catalogue.find('contract') as ServedResource;

  it('every step is a button of its module page; deciding steps go to reviewers only', async () => {
    const db = server.app.eldercare.db;
    for (const r of workflows) {
      const perms = await db
        .selectFrom('menu as b')
        .innerJoin('menu as p', 'p.id', 'b.parent_id')
        .select(['b.name', 'b.perms'])
        .where('p.url', '=', r.declaration.listRoute)
        .execute();
      for (const t of workflowOf(r).transitions) {
        expect(perms, `${r.key}.${t.key}`).toContainEqual({
          name: t.permission,
          perms: `biz:${r.key}:${t.key}`,
        });
      }
    }
    const submit = workflowOf(assessmentForm).transitions.find((t) => t.key === 'submit');
    const review = workflowOf(assessmentForm).transitions.find((t) => t.key === 'review');
    expect(submit && isReviewStep(workflowOf(assessmentForm), submit)).toBe(false);
    expect(review && isReviewStep(workflowOf(assessmentForm), review)).toBe(true);
  });

  it('a page seeded before its module had a step gets the step’s button and grants on the next start', async () => {
    const db = server.app.eldercare.db;
    const page = await db
      .selectFrom('menu')
      .select('id')
      .where('url', '=', '/serviceManager/index')
      .executeTakeFirstOrThrow();
    const buttonOf = () =>
      db
        .selectFrom('menu')
        .select('id')
        .where('parent_id', '=', page.id)
        .where('perms', '=', 'biz:serviceManager:dispatch')
        .executeTakeFirst();
    await db
      .deleteFrom('menu')
      .where('id', '=', (await buttonOf())?.id ?? -1)
      .execute();
    expect(await buttonOf()).toBeUndefined();

    expect(await provisionResources(db, catalogue)).toMatchObject({ menus: 0 });
    const restored = await buttonOf();
    expect(restored).toBeDefined();
    const holders = await db
      .selectFrom('role_menu')
      .innerJoin('role', 'role.id', 'role_menu.role_id')
      .select('role.role_key')
      .where('role_menu.menu_id', '=', restored?.id ?? -1)
      .execute();
    expect(holders.map((h) => h.role_key).sort()).toEqual([
      'operate_manage',
      'operate_summary_manage',
      'sup_admin',
    ]);
    // The operator's new session holds it again.
    const dispatcher = await tokenFor(server.app, 'operator');
    const pending = await create(catalogue.find('serviceManager') as ServedResource, 'wf-regrant', {
      area: '341702001001',
    });
    const done = await request(
      server.app,
      dispatcher,
      'POST',
      `/serviceManager/${pending.id}/step/dispatch`,
      { version: pending.version },
    );
    expect(done.code, done.msg).toBe(0);
  });

  it('an assessor submits a form but cannot confirm it; an operator can', async () => {
    const form = await create(assessmentForm, 'wf-duties', { area: '341702001001' });
    const submitted = await step(assessmentForm, form.id, 'submit', { version: form.version }, 'assessor');
    expect(submitted.code, submitted.msg).toBe(0);
    const refused = await step(
      assessmentForm,
      form.id,
      'review',
      { version: submitted.data.version },
      'assessor',
    );
    expect(refused.code).toBe(ErrorCode.Forbidden);
    const confirmed = await step(
      assessmentForm,
      form.id,
      'review',
      { version: submitted.data.version },
      'operator',
    );
    expect(confirmed.code, confirmed.msg).toBe(0);
    expect(confirmed.data.formStatus).toBe('reviewed');
    const entries = (await trail(assessmentForm, form.id)).data.filter((e) => e.action === 'step');
    expect(entries.map((e) => [e.step, e.userName])).toEqual([
      ['submit', 'assessor'],
      ['review', 'operator'],
    ]);
  });

  it('a step on a record outside the caller’s area or data type is answered as not found', async () => {
    const elsewhere = await create(contract, 'wf-scope', { area: '341721100001' });
    const outside = await step(contract, elsewhere.id, 'submit', { version: elsewhere.version }, 'operator');
    expect(outside.code).toBe(ErrorCode.NotFound);
    const testData = await step(contract, elsewhere.id, 'submit', { version: elsewhere.version }, 'admin', {
      filtermode: 'test',
    });
    expect(testData.code).toBe(ErrorCode.NotFound);
    expect(await read(contract, elsewhere.id)).toEqual(elsewhere);
  });
});

describe('the trail of a deleted record', () => {
  const contract = catalogue.find('contract') as ServedResource;

  it('stays readable, ending with the deletion, to those whose scope held the record', async () => {
    const record = await create(contract, 'wf-deleted', { area: '341721100001' });
    const submitted = await step(contract, record.id, 'submit', { version: record.version });
    expect(submitted.code, submitted.msg).toBe(0);
    const deleted = await request(server.app, as('admin'), 'DELETE', `/contract/${record.id}`);
    expect(deleted.code).toBe(0);
    expect((await request(server.app, as('admin'), 'GET', `/contract/${record.id}`)).code).toBe(
      ErrorCode.NotFound,
    );

    const entries = await trail(contract, record.id);
    expect(entries.code, entries.msg).toBe(0);
    expect(entries.data.map((e) => e.action)).toEqual(['create', 'step', 'delete']);
    expect(entries.data.at(-1)?.changes).toContainEqual({
      field: 'contractNo',
      before: record.contractNo,
      after: null,
    });
    // Readers of the module whose area held it (the city) may read it; the other district may not.
    expect((await trail(contract, record.id, 'sysadmin')).code).toBe(0);
    expect((await trail(contract, record.id, 'opsummary')).code).toBe(0);
    expect((await trail(contract, record.id, 'operator')).code).toBe(ErrorCode.NotFound);
    // Nor another data type, nor a user without the module's read permission.
    const inTest = await request(server.app, as('admin'), 'GET', `/contract/${record.id}/audit`, undefined, {
      filtermode: 'test',
    });
    expect(inTest.code).toBe(ErrorCode.NotFound);
    expect((await trail(contract, record.id, 'institution')).code).toBe(ErrorCode.Forbidden);
    // A record that never existed has no trail.
    expect((await trail(contract, 999_999_999)).code).toBe(ErrorCode.NotFound);
  });
});
