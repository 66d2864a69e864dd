import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, tokenFor, versionOf, type TestServer } from '../helpers/server.js';

/**
 * Ids are read as digits only, whatever the route (`0x1`, `1e0`, `+1`, ` 1`, `01` are no id), and
 * no call leaves the platform without an active holder of the all-permissions role.
 */
let server: TestServer;
const tokens: Record<string, string> = {};

const request = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: string,
  payload?: object,
) =>
  call<T>(server.app, {
    method,
    url: `/prod-api${url}`,
    token: tokens[user],
    headers: { 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

const db = () => server.app.eldercare.db;
const userRow = (userName: string) =>
  db()
    .selectFrom('app_user')
    .select(['id', 'deleted', 'status'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
const roleId = async (key: string) =>
  (await db().selectFrom('role').select('id').where('role_key', '=', key).executeTakeFirstOrThrow()).id;
/** The administrator's own dept: in their scope whatever the seed's order. */
const deptId = async () =>
  (
    await db()
      .selectFrom('app_user')
      .select('dept_id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow()
  ).dept_id;
const activeSupAdmins = async () =>
  (
    await db()
      .selectFrom('app_user as u')
      .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .select('u.user_name')
      .where('r.all_perms', '=', true)
      .where('u.deleted', '=', false)
      .where('u.status', '=', '0')
      .execute()
  ).map((row) => row.user_name);

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server?.close());

describe('ids', () => {
  it('refuses every spelling of an id but plain digits, on paths and queries, and deletes nothing', async () => {
    const { id } = await userRow('lishan');
    const spellings = [
      `0x${id.toString(16)}`,
      `${id}e0`,
      `+${id}`,
      `%20${id}`,
      `0${id}`,
      `${id}.0`,
      '0',
      '-1',
    ];
    for (const spelling of spellings) {
      expect((await request('DELETE', `/admin/system/user/${spelling}`, 'admin')).code, spelling).toBe(-1);
      expect((await request('GET', `/admin/system/user/${spelling}`, 'admin')).code, spelling).toBe(-1);
      expect((await request('GET', `/biz/resource/elderlyInfo/${spelling}`, 'admin')).code, spelling).toBe(
        -1,
      );
      expect((await request('GET', `/admin/system/user?deptId=${spelling}`, 'admin')).code, spelling).toBe(
        -1,
      );
    }
    expect((await request('GET', '/admin/system/user/99999999999999999', 'admin')).code).toBe(-1);
    expect(await userRow('lishan')).toMatchObject({ deleted: false, status: '0' });
    expect((await request('GET', `/admin/system/user/${id}`, 'admin')).code).toBe(0);
  });
});

describe('the last active super administrator', () => {
  it('cannot demote themselves while they are the only one', async () => {
    const { id } = await userRow('admin');
    const refused = await request('PUT', '/admin/system/user', 'admin', {
      userId: id,
      version: await versionOf(server.app, 'app_user', id),
      nickName: 'Admin',
      deptId: await deptId(),
      roleIds: [await roleId('sys_admin')],
      accountType: '1',
      status: '0',
    });
    expect(refused).toMatchObject({
      code: 403,
      msg: 'The last active super administrator cannot be deleted, disabled or demoted',
    });
    expect(await activeSupAdmins()).toEqual(['admin']);
  });

  it('two holders removing each other at once: one of them stays', async () => {
    const created = await request<{ id: number }>('POST', '/admin/system/user', 'admin', {
      userName: 'secondroot',
      nickName: 'SecondRoot',
      password: 'Second#Root2026',
      deptId: await deptId(),
      roleIds: [await roleId('sup_admin')],
      accountType: '1',
    });
    expect(created.code, created.msg).toBe(0);
    const first = await login(server.app, 'secondroot', 'Second#Root2026');
    tokens.secondroot = first.data!.access_token;
    expect(
      (
        await request('POST', '/admin/system/user/password/first', 'secondroot', {
          newPassword: 'Second#Root2027',
        })
      ).code,
    ).toBe(0);
    const adminId = (await userRow('admin')).id;
    const [byAdmin, bySecond] = await Promise.all([
      request('DELETE', `/admin/system/user/${created.data.id}`, 'admin'),
      request('PUT', '/admin/system/user/status', 'secondroot', { userId: adminId, status: '1' }),
    ]);
    // The one that lost either met the rule (403) or had its session ended by the other (50008).
    expect([byAdmin.code, bySecond.code].filter((code) => code === 0)).toHaveLength(1);
    expect(await activeSupAdmins()).toHaveLength(1);
  });
});
