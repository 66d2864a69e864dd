import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  DEMO_PASSWORD,
  login,
  startTestServer,
  tokenFor,
  versionOf,
  type TestServer,
} from '../helpers/server.js';

/** No takeover of a stronger account, no password change without the old one. */
let server: TestServer;
const tokens: Record<string, string> = {};
const get = <T = unknown>(url: string, token: string | undefined) =>
  call<T>(server.app, { method: 'GET', url: `/prod-api${url}`, token });
const send = <T = unknown>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
) => call<T>(server.app, { method, url: `/prod-api${url}`, token, ...(payload ? { payload } : {}) });

const db = () => server.app.eldercare.db;
const idOf = async (userName: string) =>
  (await db().selectFrom('app_user').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow())
    .id;
const roleId = async (key: string) =>
  (await db().selectFrom('role').select('id').where('role_key', '=', key).executeTakeFirstOrThrow()).id;
const deptOf = async (userName: string) =>
  (
    await db()
      .selectFrom('app_user')
      .select('dept_id')
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow()
  ).dept_id;

const resetBy = (token: string | undefined, id: number) =>
  get<{ password: string } | null>(`/admin/system/user/password/${id}`, token);

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'sysadmin']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server?.close());

describe('an account manages only accounts whose roles lie within its own', () => {
  it('a sys_admin can neither reset, edit, re-role, disable, delete nor sign out the super admin', async () => {
    const admin = await idOf('admin');
    const sysadmin = tokens.sysadmin;
    expect((await resetBy(sysadmin, admin)).code).toBe(403);
    const edit = {
      userId: admin,
      version: await versionOf(server.app, 'app_user', admin),
      nickName: '超级管理员',
      deptId: await deptOf('admin'),
      roleIds: [await roleId('sys_admin')],
      accountType: '1',
    };
    expect((await send('PUT', '/admin/system/user', sysadmin, edit)).code).toBe(403);
    expect(
      (await send('PUT', '/admin/system/user/status', sysadmin, { userId: admin, status: '1' })).code,
    ).toBe(403);
    expect((await send('DELETE', `/admin/system/user/${admin}`, sysadmin)).code).toBe(403);
    expect((await send('PUT', `/admin/system/user/forceSignOut/${admin}`, sysadmin)).code).toBe(403);
    // Nothing changed: the super admin still signs in with its own password and keeps its role.
    expect((await login(server.app, 'admin')).code).toBe(0);
    const roles = await db().selectFrom('user_role').select('role_id').where('user_id', '=', admin).execute();
    expect(roles.map((r) => r.role_id)).toEqual([await roleId('sup_admin')]);
  });

  it('a sys_admin cannot take over a street account either (it could then write what a sys_admin only reads)', async () => {
    expect((await resetBy(tokens.sysadmin, await idOf('street'))).code).toBe(403);
  });

  it('a sys_admin still manages an account of its own rank; the super admin manages everyone', async () => {
    const created = await send<{ id: number }>('POST', '/admin/system/user', tokens.admin, {
      userName: 'peeradmin',
      nickName: '同级管理员',
      deptId: await deptOf('sysadmin'),
      roleIds: [await roleId('sys_admin')],
      accountType: '1',
      status: '0',
    });
    expect(created.code).toBe(0);
    expect((await resetBy(tokens.sysadmin, created.data.id)).code).toBe(0);
    expect((await resetBy(tokens.admin, await idOf('street'))).code).toBe(0);
  });

  it('the roles a sys_admin may hand out are only those within its own', async () => {
    const roles = await get<{ roleKey: string }[]>('/admin/system/user/role', tokens.sysadmin);
    expect(roles.data.map((r) => r.roleKey)).toContain('sys_admin');
    expect(roles.data.map((r) => r.roleKey)).not.toContain('sup_admin');
    expect(roles.data.map((r) => r.roleKey)).not.toContain('street_staff');
  });
});

describe('the initial password is a secret; a reset answers a fresh random password once', () => {
  it('GET /admin/system/config/key/sys.user.initPassword answers without the value', async () => {
    const answer = await get<string>('/admin/system/config/key/sys.user.initPassword', tokens.admin);
    expect(answer.code).toBe(0);
    expect(answer.data).toBe('');
    expect(JSON.stringify(answer)).not.toContain(DEMO_PASSWORD);
  });

  it('two resets give two different passwords, each signing in; the old password no longer does', async () => {
    const id = await idOf('lishan');
    const first = await resetBy(tokens.admin, id);
    const second = await resetBy(tokens.admin, id);
    expect(first.data?.password).toMatch(/^.{10,}$/);
    expect(second.data?.password).not.toBe(first.data?.password);
    expect((await login(server.app, 'lishan')).code).not.toBe(0);
    expect((await login(server.app, 'lishan', first.data!.password)).code).not.toBe(0);
    expect((await login(server.app, 'lishan', second.data!.password)).code).toBe(0);
  });
});

describe('the first-login change is enforced, and only then possible without the old password', () => {
  it('refuses POST /admin/system/user/password/first outside the reset state', async () => {
    const own = await tokenFor(server.app, 'devops');
    const answer = await send('POST', '/admin/system/user/password/first', own, {
      newPassword: 'Takeover#2026',
    });
    expect(answer.code).toBe(403);
    expect((await login(server.app, 'devops')).code).toBe(0);
  });

  it('after a reset, other calls are refused until the password is changed; then they work', async () => {
    const reset = await resetBy(tokens.admin, await idOf('institution'));
    const token = (await login(server.app, 'institution', reset.data!.password)).data!.access_token;
    const refused = await get('/admin/system/user/detail', token);
    expect(refused.code).toBe(403);
    expect(refused.msg).toBe('请先修改管理员设置的初始密码');
    expect((await get('/uaa/user/info', token)).code).toBe(0);
    expect((await get<{ isFirstLogin: boolean }>('/admin/system/user/first', token)).data.isFirstLogin).toBe(
      true,
    );
    // The shared policy: too short, too common, the user name.
    for (const newPassword of ['password1', 'Password123', 'institution']) {
      const weak = await send('POST', '/admin/system/user/password/first', token, { newPassword });
      expect(weak.code).toBe(-1);
    }
    const weakEn = await call(server.app, {
      method: 'POST',
      url: '/prod-api/admin/system/user/password/first',
      token,
      headers: { 'accept-language': 'en' },
      payload: { newPassword: 'Password123' },
    });
    expect(weakEn.msg).toBe('This password is too common; please choose another.');
    expect(
      (await send('POST', '/admin/system/user/password/first', token, { newPassword: 'Own#Choice2026' }))
        .code,
    ).toBe(0);
    expect((await get('/admin/system/user/detail', token)).code).toBe(0);
    expect(
      (await send('POST', '/admin/system/user/password/first', token, { newPassword: 'Again#Choice2026' }))
        .code,
    ).toBe(403);
  });
});

describe('sessions end with a password change and after an absolute lifetime', () => {
  it('a password change ends the user’s other sessions and keeps the current one', async () => {
    const here = await tokenFor(server.app, 'opsummary');
    const there = await tokenFor(server.app, 'opsummary');
    const changed = await send('POST', '/admin/system/user/password', here, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Summary#2026x',
    });
    expect(changed.code).toBe(0);
    expect((await get('/select', there)).code).toBe(50008);
    expect((await get('/select', here)).code).toBe(0);
  });

  it('a token dies at the absolute lifetime however busy it is', async () => {
    const token = await tokenFor(server.app, 'assessor');
    expect((await get('/select', token)).code).toBe(0);
    const lifetime = server.config.sessionMaxSeconds;
    await db()
      .updateTable('auth_token')
      .set({ created_at: new Date(Date.now() - (lifetime + 5) * 1000) })
      .where('user_id', '=', await idOf('assessor'))
      .execute();
    expect((await get('/select', token)).code).toBe(50014);
  });
});

describe('demo accounts of `pnpm start`', () => {
  it('are marked as demo; accounts created later are not', async () => {
    const rows = await db().selectFrom('app_user').select(['user_name', 'is_demo']).execute();
    expect(rows.find((r) => r.user_name === 'admin')?.is_demo).toBe(true);
    expect(rows.find((r) => r.user_name === 'peeradmin')?.is_demo).toBe(false);
  });
});
