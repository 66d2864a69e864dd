import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, tokenFor, versionOf, type TestServer } from '../helpers/server.js';

let server: TestServer;
const tokens: Record<string, string> = {};
const get = <T = unknown>(url: string, user: string, headers: Record<string, string> = {}) =>
  call<T>(server.app, { method: 'GET', url: `/prod-api${url}`, token: tokens[user], headers });
const send = <T = unknown>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  call<T>(server.app, {
    method,
    url: `/prod-api${url}`,
    token: tokens[user],
    headers,
    ...(payload ? { payload } : {}),
  });

interface UserRecord {
  userId: number;
  userName: string;
  areaCode: string;
  status: string;
  accountDataType: string;
}
interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

const userCount = async () =>
  Number(
    (
      await server.app.eldercare.db
        .selectFrom('app_user')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const idOf = async (userName: string) =>
  (
    await server.app.eldercare.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow()
  ).id;
const deptId = async (name: string) =>
  (
    await server.app.eldercare.db
      .selectFrom('dept')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const roleId = async (key: string) =>
  (
    await server.app.eldercare.db
      .selectFrom('role')
      .select('id')
      .where('role_key', '=', key)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'sysadmin', 'street', 'institution', 'operator'])
    tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server?.close());

describe('session-side system calls', () => {
  it('GET /admin/system/user/detail gives dept, roles, id and account type', async () => {
    const res = await get<{
      dept: { areaCode: string; areaCodeLevel: number };
      roles: { roleKey: string }[];
      accountType: string;
    }>('/admin/system/user/detail', 'street');
    expect(res.code).toBe(0);
    expect(res.data.dept).toMatchObject({ areaCode: '341702001', areaCodeLevel: 4 });
    expect(res.data.roles[0]?.roleKey).toBe('street_staff');
    expect(res.data.accountType).toBe('2');
  });

  it('GET biz/use/org and the menu parent chain', async () => {
    expect((await get<{ areaName: string }>('/biz/use/org', 'street')).data.areaName).toBe('秋浦街道');
    const page = await server.app.eldercare.db
      .selectFrom('menu')
      .select('id')
      .where('url', '=', '/system/user')
      .executeTakeFirstOrThrow();
    const chain = await get<{ url: string }[]>(`/admin/system/menu/parent/menu/${page.id}`, 'admin');
    expect(chain.data.map((m) => m.url)).toEqual(['/system', '/system/user']);
    const announcements = await server.app.eldercare.db
      .selectFrom('menu')
      .select('id')
      .where('url', '=', '/system/announcement')
      .executeTakeFirstOrThrow();
    expect((await get(`/admin/system/menu/parent/menu/${announcements.id}`, 'street')).code).toBe(50015);
  });

  it('serves every dictionary, each of the six SPEC types, and config', async () => {
    const all = await get<Record<string, unknown[]>>('/manage/system/dict/data/type/all', 'institution');
    for (const type of [
      'sys_account_type',
      'assistive_rent_type',
      'pension_agencys',
      'order_account_type',
      'sys_account_data_type',
      'assess_rent_type',
    ]) {
      expect(all.data[type]?.length).toBeGreaterThan(0);
      const one = await get<{ dict_type: string; dict_value: string }[]>(
        `/admin/system/dict/data?dictType=${type}`,
        'institution',
      );
      expect(one.data.every((e) => e.dict_type === type)).toBe(true);
    }
    expect((await get('/admin/system/dict/data?dictType=DROP%20TABLE', 'institution')).code).toBe(-1);
    // The initial password is a secret: the route answers without it.
    expect((await get<string>('/admin/system/config/key/sys.user.initPassword', 'admin')).data).toBe('');
    expect((await get('/admin/system/config/key/sys.user.initPassword', 'street')).code).toBe(403);
    expect((await get('/admin/system/config/key/seed.demo.version', 'admin')).code).toBe(50015);
  });

  it('limits the dept tree to the caller’s area; role keys need permission', async () => {
    const tree = await get<{ label: string; areaCode: string; children: unknown[] }[]>(
      '/admin/system/dept/treeData',
      'street',
    );
    const flat = JSON.stringify(tree.data);
    expect(flat).toContain('秋浦街道办事处');
    expect(flat).not.toContain('里山街道办事处');
    expect((await get('/admin/system/dept/treeData', 'admin')).data).toBeDefined();
    expect((await get<unknown[]>('/admin/system/role/key', 'admin')).data.length).toBeGreaterThanOrEqual(15);
    expect((await get('/admin/system/role/key', 'street')).code).toBe(403);
    expect((await get('/admin/system/dept/treeData', 'institution')).code).toBe(403);
  });
});

describe('users', () => {
  it('lists users with paging and filters; a street user sees only their street', async () => {
    const all = await get<Page<UserRecord>>('/admin/system/user?current=1&size=5', 'admin');
    expect(all.code).toBe(0);
    expect(all.data.records).toHaveLength(5);
    expect(all.data.total).toBeGreaterThan(10);
    expect(all.data).toMatchObject({ size: 5, current: 1 });
    const street = await get<Page<UserRecord>>('/admin/system/user', 'street');
    expect(street.data.records.map((u) => u.userName)).toEqual(['street', 'institution']);
    expect(street.data.records.every((u) => u.areaCode.startsWith('341702001'))).toBe(true);
    const filtered = await get<Page<UserRecord>>('/admin/system/user?userName=assess', 'admin');
    expect(filtered.data.records.map((u) => u.userName)).toEqual(['assessor']);
    expect((await get('/admin/system/user?size=100000', 'admin')).code).toBe(-1);
    expect((await get('/admin/system/user', 'institution')).code).toBe(403);
  });

  it('scopes by the filterMode data type for users who may switch', async () => {
    const trial = await get<Page<UserRecord>>('/admin/system/user', 'admin', { filterMode: 'trial' });
    expect(trial.data.records.map((u) => u.userName)).toEqual(['trial']);
    // A user who may not switch keeps their own data type whatever the header says.
    const street = await get<Page<UserRecord>>('/admin/system/user', 'street', { filterMode: 'trial' });
    expect(street.data.records.every((u) => u.accountDataType === 'prod')).toBe(true);
  });

  it('reads one user; another area’s user is not found', async () => {
    expect((await get<UserRecord>(`/admin/system/user/${await idOf('lishan')}`, 'admin')).data.userName).toBe(
      'lishan',
    );
    expect((await get(`/admin/system/user/${await idOf('lishan')}`, 'street')).code).toBe(50015);
  });

  it('creates a user with validation (translated), uniqueness and role limits; bad calls change nothing', async () => {
    const body = {
      userName: 'newclerk',
      nickName: '新职员',
      phonenumber: '13912345678',
      deptId: await deptId('秋浦社区居委会'),
      roleIds: [await roleId('street_staff')],
      accountType: '2',
    };
    const before = await userCount();
    const badPhone = await send(
      'POST',
      '/admin/system/user',
      'admin',
      { ...body, phonenumber: '12345' },
      { 'accept-language': 'en' },
    );
    expect(badPhone.code).toBe(-1);
    expect(badPhone.msg).not.toMatch(/[\u4e00-\u9fff]/);
    const zh = await send('POST', '/admin/system/user', 'admin', { ...body, phonenumber: '12345' });
    expect(zh.msg).toBe('手机号码格式有误，请重新输入！');
    expect((await send('POST', '/admin/system/user', 'admin', { ...body, nickName: 'a b' })).msg).toBe(
      '姓名不能包含空格！',
    );
    expect((await send('POST', '/admin/system/user', 'street', body)).code).toBe(403);
    expect(
      (
        await send('POST', '/admin/system/user', 'sysadmin', {
          ...body,
          roleIds: [await roleId('sup_admin')],
        })
      ).code,
    ).toBe(403);
    expect((await send('POST', '/admin/system/user', 'admin', { ...body, deptId: 999999 })).code).toBe(50015);
    expect(await userCount()).toBe(before);

    const created = await send<{ id: number }>('POST', '/admin/system/user', 'admin', body);
    expect(created.code).toBe(0);
    expect(await userCount()).toBe(before + 1);
    expect((await send('POST', '/admin/system/user', 'admin', { ...body, userName: 'NEWCLERK' })).code).toBe(
      50016,
    );
    expect(
      (
        await send<{ unique: boolean }>('POST', '/admin/system/user/name/unique', 'admin', {
          userName: 'newclerk',
        })
      ).data.unique,
    ).toBe(false);
    expect(
      (
        await send<{ unique: boolean }>('POST', '/admin/system/user/name/unique', 'admin', {
          userName: 'free-name',
        })
      ).data.unique,
    ).toBe(true);

    const newToken = await login(server.app, 'newclerk');
    expect(newToken.code).toBe(0);
    tokens.newclerk = newToken.data!.access_token;
    expect(
      (await get<{ isFirstLogin: boolean }>('/admin/system/user/first', 'newclerk')).data.isFirstLogin,
    ).toBe(true);
    expect(
      (await send('POST', '/admin/system/user/password/first', 'newclerk', { newPassword: 'short' })).code,
    ).toBe(-1);
    expect(
      (await send('POST', '/admin/system/user/password/first', 'newclerk', { newPassword: 'Better#2026' }))
        .code,
    ).toBe(0);
    expect(
      (await get<{ isInitialPassword: boolean }>('/admin/system/user/password/check', 'newclerk')).data
        .isInitialPassword,
    ).toBe(false);
    expect((await login(server.app, 'newclerk', 'Better#2026')).code).toBe(0);
  });

  it('updates, disables (ending sessions with 50010) and deletes within scope only', async () => {
    const id = await idOf('newclerk');
    const body = {
      userId: id,
      version: await versionOf(server.app, 'app_user', id),
      nickName: '改名',
      deptId: await deptId('秋浦社区居委会'),
      roleIds: [await roleId('street_staff')],
      accountType: '2',
    };
    expect((await send('PUT', '/admin/system/user', 'street', body)).code).toBe(403);
    expect(
      (
        await send('PUT', '/admin/system/user', 'admin', {
          ...body,
          userId: await idOf('lishan'),
          version: await versionOf(server.app, 'app_user', await idOf('lishan')),
          deptId: await deptId('秋浦社区居委会'),
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await send('PUT', '/admin/system/user', 'admin', {
          ...body,
          version: await versionOf(server.app, 'app_user', id),
        })
      ).code,
    ).toBe(0);
    expect(
      (await get<UserRecord & { nickName: string }>(`/admin/system/user/${id}`, 'admin')).data.nickName,
    ).toBe('改名');

    expect((await send('PUT', '/admin/system/user/status', 'admin', { userId: id, status: '1' })).code).toBe(
      0,
    );
    expect((await get('/select', 'newclerk')).code).toBe(50010);
    expect((await login(server.app, 'newclerk', 'Better#2026')).code).toBe(50010);
    expect(
      (await send('PUT', '/admin/system/user/status', 'admin', { userId: await idOf('admin'), status: '1' }))
        .code,
    ).toBe(403);

    expect((await send('DELETE', `/admin/system/user/${id}`, 'street')).code).toBe(403);
    expect((await send('DELETE', `/admin/system/user/${id}`, 'admin')).code).toBe(0);
    expect((await get(`/admin/system/user/${id}`, 'admin')).code).toBe(50015);
    expect((await send('DELETE', `/admin/system/user/${id}`, 'admin')).code).toBe(50015);
  });

  it('resets a password to a random one and changes one’s own password', async () => {
    const id = await idOf('operator');
    expect((await get(`/admin/system/user/password/${id}`, 'street')).code).toBe(403);
    const reset = await get<{ password: string }>(`/admin/system/user/password/${id}`, 'admin');
    expect(reset.code).toBe(0);
    expect((await get('/select', 'operator')).code).toBe(50008);
    const signedIn = await login(server.app, 'operator', reset.data.password);
    tokens.operator = signedIn.data!.access_token;
    expect(
      (await get<{ isInitialPassword: boolean }>('/admin/system/user/password/check', 'operator')).data
        .isInitialPassword,
    ).toBe(true);
    expect(
      (
        await send('POST', '/admin/system/user/password', 'operator', {
          oldPassword: 'wrong',
          newPassword: 'Next#2026a',
        })
      ).code,
    ).toBe(-1);
    expect(
      (
        await send('POST', '/admin/system/user/password', 'operator', {
          oldPassword: reset.data.password,
          newPassword: 'Next#2026a',
        })
      ).code,
    ).toBe(0);
    expect((await login(server.app, 'operator', 'Next#2026a')).code).toBe(0);
  });

  it('applies the one password policy (packages/validators) with its own translated text', async () => {
    tokens.operator = (await login(server.app, 'operator', 'Next#2026a')).data!.access_token;
    const change = (newPassword: string) =>
      send('POST', '/admin/system/user/password', 'operator', { oldPassword: 'Next#2026a', newPassword });
    const common = await change('password123');
    expect(common).toMatchObject({
      code: -1,
      msg: '密码过于常见，请换一个！',
      data: { field: 'newPassword' },
    });
    expect((await change('Abc12345')).msg).toBe('密码长度不能少于10位！');
    // Long passphrases without digits meet the policy (the old contract rule demanded a digit).
    expect((await change('quiet river stone')).code).toBe(0);
  });

  it('updates one’s own info and logo, seen in user info', async () => {
    expect(
      (
        await send(
          'PUT',
          `/admin/system/user/info?nickName=${encodeURIComponent('机构新名')}&introduction=hi`,
          'institution',
        )
      ).code,
    ).toBe(0);
    expect((await send('PUT', '/admin/system/user/info?phonenumber=123', 'institution')).code).toBe(-1);
    expect(
      (
        await send('POST', '/admin/system/user/logo', 'institution', {
          sysName: '友康机构端',
          sysLogo: '/logo.png',
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await send('PUT', '/admin/system/user/logo', 'institution', {
          sysName: '友康机构端2',
          sysLogo: '/logo.png',
        })
      ).code,
    ).toBe(0);
    const info = await get<{ name: string; introduction: string; sysUserConfig: { sysName: string } }>(
      '/uaa/user/info',
      'institution',
    );
    expect(info.data).toMatchObject({
      name: '机构新名',
      introduction: 'hi',
      sysUserConfig: { sysName: '友康机构端2' },
    });
  });

  it('lists project users and assignable roles within limits', async () => {
    const users = await get<{ userName: string }[]>('/admin/system/project/use/user', 'street');
    expect(users.data.map((u) => u.userName)).toContain('institution');
    expect(users.data.map((u) => u.userName)).not.toContain('admin');
    const roles = await get<{ roleKey: string }[]>('/admin/system/user/role', 'sysadmin');
    expect(roles.data.map((r) => r.roleKey)).not.toContain('sup_admin');
    expect(
      (await get<{ roleKey: string }[]>('/admin/system/user/role', 'admin')).data.map((r) => r.roleKey),
    ).toContain('sup_admin');
    expect((await get('/admin/system/user/role', 'institution')).code).toBe(403);
  });
});
