import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

interface MenuNode {
  name: string;
  url: string;
  children: MenuNode[];
  buttons: { name: string; perms: string }[];
}

interface UserInfo {
  roles: string[];
  sysRoles: { roleKey: string }[];
  menus: MenuNode[];
  perms: string[];
  heldRoles: { roleKey: string; roleName: string; roleNameI18n: Record<string, string> }[];
  activeRoleKey: string | null;
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const urls = (info: UserInfo) => flatten(info.menus).map((m) => m.url);

const userInfo = async (token: string) =>
  (await call<UserInfo>(server.app, { method: 'GET', url: '/prod-api/uaa/user/info', token })).data;

const switchRole = (token: string, roleKey: string | null, lang = 'zh-CN') =>
  call<{ activeRoleKey: string | null } | null>(server.app, {
    method: 'PUT',
    url: '/prod-api/uaa/user/active-role',
    token,
    headers: { 'accept-language': lang },
    payload: { roleKey },
  });

const addUser = (token: string, userName: string) =>
  call(server.app, {
    method: 'POST',
    url: '/prod-api/admin/system/user',
    token,
    payload: { userName, nickName: '切换测试', deptId: 1, roleIds: [], accountType: '2' },
  });

describe('role switch (PUT /uaa/user/active-role)', () => {
  it('lists every held role and starts with all of them', async () => {
    const info = await userInfo(await tokenFor(server.app, 'streetadmin'));
    expect(info.heldRoles.map((r) => r.roleKey)).toEqual(['sys_admin', 'street_staff']);
    expect(info.heldRoles[1]).toMatchObject({
      roleName: '街道工作人员',
      roleNameI18n: { 'zh-CN': '街道工作人员', en: 'Street staff', es: 'Personal de calle' },
    });
    expect(info.activeRoleKey).toBeNull();
    expect(info.roles).toEqual(['sys_admin', 'street_staff']);
  });

  it('refuses a role the user does not hold, in the caller’s language, and changes nothing', async () => {
    const token = await tokenFor(server.app, 'streetadmin');
    const refused = await switchRole(token, 'sup_admin');
    expect(refused.code).toBe(403);
    expect(refused.msg).toBe('您没有该角色，无法切换');
    expect((await switchRole(token, 'no_such_role', 'en')).msg).toBe('You do not hold this role');
    const info = await userInfo(token);
    expect(info.activeRoleKey).toBeNull();
    expect(info.roles).toEqual(['sys_admin', 'street_staff']);
    // A single-role user holds nothing else to switch to either.
    expect((await switchRole(await tokenFor(server.app, 'street'), 'sys_admin')).code).toBe(403);
  });

  it('refuses bad input (-1) and callers without a session (50008)', async () => {
    const token = await tokenFor(server.app, 'streetadmin');
    const bad = await call(server.app, {
      method: 'PUT',
      url: '/prod-api/uaa/user/active-role',
      token,
      payload: { roleKey: '' },
    });
    expect(bad.code).toBe(-1);
    const anonymous = await call(server.app, {
      method: 'PUT',
      url: '/prod-api/uaa/user/active-role',
      payload: { roleKey: 'street_staff' },
    });
    expect(anonymous.code).toBe(50008);
  });

  it('after switching, menus shrink and a permission of the other role is refused (403)', async () => {
    const token = await tokenFor(server.app, 'streetadmin');
    const before = await userInfo(token);
    expect(urls(before)).toEqual(expect.arrayContaining(['/system/user', '/dictionary/list']));
    expect(before.perms).toContain('system:user:add');

    expect((await switchRole(token, 'street_staff')).data).toEqual({ activeRoleKey: 'street_staff' });
    const after = await userInfo(token);
    expect(after.activeRoleKey).toBe('street_staff');
    expect(after.roles).toEqual(['street_staff']);
    expect(after.sysRoles.map((r) => r.roleKey)).toEqual(['street_staff']);
    // Still every held role, so the switch can go back.
    expect(after.heldRoles).toHaveLength(2);
    expect(urls(after)).toContain('/system/user');
    expect(urls(after)).not.toContain('/dictionary/list');
    expect(urls(after).length).toBeLessThan(urls(before).length);
    expect(after.perms).not.toContain('system:user:add');
    const userPage = flatten(after.menus).find((m) => m.url === '/system/user');
    expect(userPage?.buttons.map((b) => b.name)).not.toContain('新增');

    // sys_admin's calls are out of reach; street staff's own calls still work.
    expect((await addUser(token, 'switch-refused')).code).toBe(403);
    expect(
      (await call(server.app, { method: 'GET', url: '/prod-api/admin/system/role/key', token })).code,
    ).toBe(403);
    expect((await call(server.app, { method: 'GET', url: '/prod-api/admin/system/user', token })).code).toBe(
      0,
    );
    // sys_admin may switch the data type; street staff may not.
    expect((await call<boolean>(server.app, { method: 'GET', url: '/prod-api/select', token })).data).toBe(
      false,
    );
  });

  it('is per session: another sign-in of the same user keeps all roles', async () => {
    const narrowed = await tokenFor(server.app, 'streetadmin');
    await switchRole(narrowed, 'street_staff');
    const other = await tokenFor(server.app, 'streetadmin');
    expect((await userInfo(other)).activeRoleKey).toBeNull();
    expect(
      (await call(server.app, { method: 'GET', url: '/prod-api/admin/system/role/key', token: other })).code,
    ).toBe(0);
    expect((await userInfo(narrowed)).activeRoleKey).toBe('street_staff');
  });

  it('switching to the other role, then back to all roles, restores everything', async () => {
    const token = await tokenFor(server.app, 'streetadmin');
    await switchRole(token, 'sys_admin');
    const admin = await userInfo(token);
    expect(admin.roles).toEqual(['sys_admin']);
    expect(urls(admin)).toContain('/dictionary/list');
    // Street staff's business modules (personal records) are read-only for sys_admin alone.
    expect(admin.perms).toContain('biz:elderlyInfo:list');
    expect(admin.perms).not.toContain('biz:elderlyInfo:add');

    expect((await switchRole(token, null)).data).toEqual({ activeRoleKey: null });
    const all = await userInfo(token);
    expect(all.activeRoleKey).toBeNull();
    expect(all.roles).toEqual(['sys_admin', 'street_staff']);
    expect(all.perms).toEqual(expect.arrayContaining(['system:user:add', 'biz:elderlyInfo:add']));
  });
});
