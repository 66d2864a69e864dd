import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, resourceEndpoints } from '../src/contract.js';
import {
  createResource,
  createUser,
  deleteResource,
  getDeptTree,
  listAssignableRoles,
  exportResource,
  getResource,
  getResourceAudit,
  getResourceOptions,
  listResource,
  revealResource,
  runResourceStep,
  setFirstPassword,
  updateResource,
} from '../src/index.js';
import { failure } from './helpers/failure.js';
import { signedIn } from './helpers/signed-in.js';

const MODULE = 'elderlyInfo';
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

describe('generic resource CRUD against the real server', () => {
  it('lists, reads, updates with optimistic versions, audits and deletes a record', async () => {
    const page = resourceEndpoints.listResource.endpoint.response.parse(
      await listResource(admin.client, MODULE, { current: 1, size: 5 }),
    );
    expect(page.records.length).toBeGreaterThan(0);
    const { id } = page.records[0]!;
    const record = resourceEndpoints.getResource.endpoint.response.parse(
      await getResource(admin.client, MODULE, id),
    );

    const updated = await updateResource(admin.client, MODULE, id, { ...record, familyCode: 'F-CLIENT-1' });
    expect(updated.version).toBe(record.version + 1);
    expect((await getResource(admin.client, MODULE, id)).familyCode).toBe('F-CLIENT-1');

    const stale = await failure(
      updateResource(admin.client, MODULE, id, { ...record, familyCode: 'F-STALE' }),
    );
    expect(stale.code, stale.msg).toBe(50016);
    expect(admin.errors.at(-1)).toEqual({ message: stale.msg, durationMs: 5000 });

    const audit = resourceEndpoints.resourceAudit.endpoint.response.parse(
      await getResourceAudit(admin.client, MODULE, id),
    );
    expect(audit.length).toBeGreaterThan(0);

    expect(await deleteResource(admin.client, MODULE, id)).toBeNull();
    expect((await failure(getResource(admin.client, MODULE, id))).code).toBe(50015);
  });

  it('filters travel as plain query fields; options for pickers', async () => {
    const page = await listResource(admin.client, MODULE, { current: 1, size: 200 });
    const name = String(page.records[0]!.name);
    const filtered = await listResource(admin.client, MODULE, { name });
    expect(filtered.records.every((r) => String(r.name).includes(name))).toBe(true);
    const options = resourceEndpoints.resourceOptions.endpoint.response.parse(
      await getResourceOptions(admin.client, MODULE, { size: 5 }),
    );
    expect(options.length).toBeGreaterThan(0);
  });

  it('reveals masked fields', async () => {
    const { records } = await listResource(admin.client, MODULE, { size: 1 });
    const revealed = await revealResource(admin.client, MODULE, records[0]!.id);
    expect(typeof revealed).toBe('object');
  });

  it('exports the list as xlsx bytes', async () => {
    const bytes = await exportResource(admin.client, MODULE, { size: 10 });
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    // An xlsx file is a zip archive: "PK".
    expect(Buffer.from(bytes).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('an unknown module is refused', async () => {
    const error = await failure(listResource(admin.client, 'noSuchModule'));
    expect([50015, -1, 403]).toContain(error.code);
  });
});

/** A new account with the super administrator's role, signed in. */
async function secondAdmin() {
  const tree = endpoints.deptTree.response.parse(await getDeptTree(admin.client));
  const roles = endpoints.assignableRoles.response.parse(await listAssignableRoles(admin.client));
  const role = roles.find((r) => r.roleKey === 'sup_admin');
  if (!role) throw new Error('admin may not assign sup_admin');
  const userName = `reviewer${Date.now().toString(36)}`;
  await createUser(admin.client, {
    userName,
    password: 'Rev1ewer!x9',
    nickName: '第二审核人',
    deptId: tree[0]!.id,
    roleIds: [role.roleId],
    accountType: '1',
  });
  const session = await signedIn(userName, undefined, {}, 'Rev1ewer!x9');
  // An administrator-set password is changed at the first sign-in before anything else is allowed.
  await setFirstPassword(session.client, 'Rev1ewer!x9-own');
  return session;
}

describe('workflow steps against the real server', () => {
  it('moves a contract through its steps with versions; refuses stale, disallowed and unopinionated steps', async () => {
    // A fresh contract made from a seeded one: the server ignores system keys and the status.
    const { records } = await listResource(admin.client, 'contract', { size: 1 });
    const created = await createResource(admin.client, 'contract', {
      ...records[0]!,
      contractNo: 'HT-CLIENT-1',
    });
    const fresh = await getResource(admin.client, 'contract', created.id);
    expect(fresh.contractStatus).toBe('draft');

    const submitted = resourceEndpoints.runResourceStep.endpoint.response.parse(
      await runResourceStep(admin.client, 'contract', created.id, 'submit', { version: fresh.version }),
    );
    expect(submitted).toMatchObject({
      id: created.id,
      version: fresh.version + 1,
      contractStatus: 'submitted',
    });

    // The account that submitted cannot decide: a second one with the same roles reviews.
    const reviewer = await secondAdmin();
    const stale = await failure(
      runResourceStep(reviewer.client, 'contract', created.id, 'approve', { version: fresh.version }),
    );
    expect(stale.code, stale.msg).toBe(50016);
    const noOpinion = await failure(
      runResourceStep(reviewer.client, 'contract', created.id, 'reject', { version: submitted.version }),
    );
    expect(noOpinion.code).toBe(-1);
    const rejected = await runResourceStep(reviewer.client, 'contract', created.id, 'reject', {
      version: submitted.version,
      comment: '材料不全',
    });
    expect(rejected.contractStatus).toBe('rejected');
    const notAllowed = await failure(
      runResourceStep(admin.client, 'contract', created.id, 'terminate', {
        version: rejected.version,
        comment: 'x',
      }),
    );
    expect(notAllowed.code).toBe(-1);
    expect(notAllowed.msg).toContain('终止合同');

    const audit = resourceEndpoints.resourceAudit.endpoint.response.parse(
      await getResourceAudit(admin.client, 'contract', created.id),
    );
    expect(audit.filter((e) => e.action === 'step').map((e) => [e.step, e.comment])).toEqual([
      ['submit', undefined],
      ['reject', '材料不全'],
    ]);
    expect(audit.at(-1)!.changes).toEqual([
      { field: 'contractStatus', before: 'submitted', after: 'rejected' },
    ]);

    // The trail outlives the record, with the deletion as its last entry.
    await deleteResource(admin.client, 'contract', created.id);
    const after = await getResourceAudit(admin.client, 'contract', created.id);
    expect(after.map((e) => e.action)).toEqual([...audit.map((e) => e.action), 'delete']);
  });

  it('an undeclared step is refused', async () => {
    const { records } = await listResource(admin.client, 'contract', { size: 1 });
    const error = await failure(
      runResourceStep(admin.client, 'contract', records[0]!.id, 'launch', { version: records[0]!.version }),
    );
    expect(error.code).toBe(50015);
  });
});
