import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

interface Role {
  roleId: number;
  roleKey: string;
  allPerms: boolean;
  userCount: number;
  menuIds: number[];
}
interface MenuNode {
  id: number;
  url: string;
  type: string;
  perms: string;
  children: MenuNode[];
}
interface Dept {
  name: string;
  areaCode: string;
  areaName: string;
  areaCodeLevel: number;
  userCount: number;
  children: Dept[];
}
interface Page<T> {
  records: T[];
  total: number;
}

let server: TestServer;
let admin: string;
let sysadmin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
  sysadmin = await tokenFor(server.app, 'sysadmin');
});
afterAll(async () => server?.close());

const get = <T>(url: string, token: string, lang = 'zh-CN') =>
  call<T>(server.app, { method: 'GET', url: `/prod-api${url}`, token, headers: { 'accept-language': lang } });
const send = <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  call<T>(server.app, { method, url: `/prod-api${url}`, token, ...(payload ? { payload } : {}) });
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('the administration pages are provisioned', () => {
  it('as menus of sys_admin under 系统管理, with their buttons', async () => {
    const info = await get<{ menus: MenuNode[] }>('/uaa/user/info', sysadmin);
    const urls = flatten(info.data.menus).map((m) => m.url);
    for (const url of [
      '/system/role',
      '/system/menu',
      '/system/dept',
      '/system/operlog',
      '/system/logininfor',
    ])
      expect(urls).toContain(url);
  });

  it('not for a role without the grants, which the server refuses too', async () => {
    const street = await tokenFor(server.app, 'street');
    const info = await get<{ menus: MenuNode[] }>('/uaa/user/info', street);
    expect(flatten(info.data.menus).map((m) => m.url)).not.toContain('/system/role');
    expect((await get('/admin/system/role/list', street)).code).toBe(403);
    expect((await get('/admin/system/operlog', street)).code).toBe(403);
  });
});

describe('角色管理', () => {
  it('creates a role with menus the caller holds, adding their parents', async () => {
    const tree = await get<MenuNode[]>('/admin/system/menu/tree', sysadmin);
    const userPage = flatten(tree.data).find((m) => m.url === '/system/user');
    const button = userPage?.children.find((b) => b.perms === 'system:user:list');
    expect(button).toBeDefined();
    const created = await send<{ id: number }>('POST', '/admin/system/role', sysadmin, {
      roleKey: 'user_viewer',
      roleNameI18n: { 'zh-CN': '用户查看', en: 'User viewer', es: 'Visor de usuarios' },
      menuIds: [button?.id],
    });
    expect(created.code).toBe(0);
    const roles = await get<Role[]>('/admin/system/role/list', sysadmin);
    const role = roles.data.find((r) => r.roleKey === 'user_viewer');
    expect(role).toMatchObject({
      roleName: '用户查看',
      roleNameI18n: { 'zh-CN': '用户查看', en: 'User viewer', es: 'Visor de usuarios' },
    });
    expect(role?.menuIds).toEqual(expect.arrayContaining([button?.id, userPage?.id]));
    expect(role?.menuIds.length).toBe(3);
  });

  it('renames a role in every language at once, and refuses a name missing a language', async () => {
    const names = { 'zh-CN': '名称测试', en: 'Naming test', es: 'Prueba de nombres' };
    const created = await send<{ id: number }>('POST', '/admin/system/role', sysadmin, {
      roleKey: 'naming_test',
      roleNameI18n: names,
      menuIds: [],
    });
    expect(created.code).toBe(0);
    const renamed = { 'zh-CN': '名称测试二', en: 'Naming test 2', es: 'Prueba de nombres 2' };
    const roleId = created.data.id;
    expect(
      (await send('PUT', '/admin/system/role', sysadmin, { roleId, roleNameI18n: renamed, menuIds: [] }))
        .code,
    ).toBe(0);
    const keys = await get<{ roleKey: string; roleName: string; roleNameI18n: object }[]>(
      '/admin/system/role/key',
      sysadmin,
    );
    expect(keys.data.find((r) => r.roleKey === 'naming_test')).toMatchObject({
      roleName: '名称测试二',
      roleNameI18n: renamed,
    });
    const { es: _es, ...withoutSpanish } = renamed;
    const refused = await send('PUT', '/admin/system/role', sysadmin, {
      roleId,
      roleNameI18n: withoutSpanish,
      menuIds: [],
    });
    expect(refused.code).not.toBe(0);
  });

  it('refuses a duplicate key and a malformed one, in the caller’s language', async () => {
    const body = { roleNameI18n: { 'zh-CN': 'x', en: 'x', es: 'x' }, menuIds: [] };
    const dup = await send('POST', '/admin/system/role', sysadmin, { ...body, roleKey: 'sys_admin' });
    expect(dup).toMatchObject({ code: 50016, msg: '数据已存在，请勿重复提交' });
    const bad = await send('POST', '/admin/system/role', sysadmin, { ...body, roleKey: 'Bad Key' });
    expect(bad.code).not.toBe(0);
  });

  it('refuses to grant a menu the caller does not hold', async () => {
    const all = flatten((await get<MenuNode[]>('/admin/system/menu/tree', admin)).data);
    const held = new Set(
      flatten((await get<MenuNode[]>('/admin/system/menu/tree', sysadmin)).data).map((m) => m.id),
    );
    const foreign = all.find((m) => !held.has(m.id));
    const res = await send('POST', '/admin/system/role', sysadmin, {
      roleKey: 'too_much',
      roleNameI18n: { 'zh-CN': 'x', en: 'x', es: 'x' },
      menuIds: [foreign?.id],
    });
    expect(res).toMatchObject({ code: 403, msg: '只能授予您自己拥有的菜单和按钮' });
    const roles = await get<Role[]>('/admin/system/role/list', admin);
    expect(roles.data.map((r) => r.roleKey)).not.toContain('too_much');
  });

  it('protects the super administrator role from edits and deletion', async () => {
    const roles = await get<Role[]>('/admin/system/role/list', admin);
    const sup = roles.data.find((r) => r.allPerms);
    if (!sup) throw new Error('no sup_admin role');
    const edit = await send('PUT', '/admin/system/role', admin, {
      roleId: sup.roleId,
      roleNameI18n: { 'zh-CN': 'x', en: 'x', es: 'x' },
      menuIds: [],
    });
    expect(edit.code).toBe(403);
    expect((await send('DELETE', `/admin/system/role/${sup.roleId}`, admin)).code).toBe(403);
  });

  it('refuses to delete a role users hold, deletes an unused one', async () => {
    const roles = await get<Role[]>('/admin/system/role/list', admin);
    const street = roles.data.find((r) => r.roleKey === 'street_staff');
    const viewer = roles.data.find((r) => r.roleKey === 'user_viewer');
    expect(street?.userCount).toBeGreaterThan(0);
    const inUse = await send('DELETE', `/admin/system/role/${street?.roleId}`, admin);
    expect(inUse.code).toBe(50016);
    expect((await send('DELETE', `/admin/system/role/${viewer?.roleId}`, admin)).code).toBe(0);
  });
});

describe('部门管理', () => {
  it('lists the caller’s departments with area name, level and user count', async () => {
    const all = await get<Dept[]>('/admin/system/dept/list', admin);
    const [top] = all.data;
    expect(top?.areaName).not.toBe('');
    expect(top?.areaCodeLevel).toBeGreaterThan(0);
    const total = (nodes: Dept[]): number => nodes.reduce((s, d) => s + d.userCount + total(d.children), 0);
    expect(total(all.data)).toBeGreaterThan(5);
  });

  it('keeps street staff to their own area', async () => {
    const street = await tokenFor(server.app, 'street');
    const mine = await get<Dept[]>('/admin/system/dept/list', street);
    const codes = (nodes: Dept[]): string[] => nodes.flatMap((d) => [d.areaCode, ...codes(d.children)]);
    const [own] = codes(mine.data);
    expect(codes(mine.data).every((c) => own !== undefined && c.startsWith(own))).toBe(true);
    const all = await get<Dept[]>('/admin/system/dept/list', admin);
    expect(codes(mine.data).length).toBeLessThan(codes(all.data).length);
  });
});

describe('登录日志 and 操作日志', () => {
  it('records each sign-in attempt with its reason, never the password', async () => {
    await login(server.app, 'lishan', 'Wrong-password-1', {}, '10.9.8.7');
    await login(server.app, 'lishan', undefined, {}, '10.9.8.7');
    const en = await get<Page<{ userName: string; ip: string; result: string; reason: string }>>(
      '/admin/system/logininfor?userName=lishan&ip=10.9.8.7',
      admin,
      'en',
    );
    expect(en.data.records.map((r) => [r.result, r.reason])).toEqual([
      ['success', ''],
      ['failure', 'Wrong user name or password'],
    ]);
    const failed = await get<Page<object>>('/admin/system/logininfor?userName=lishan&result=failure', admin);
    expect(JSON.stringify(failed.data)).not.toContain('Wrong-password-1');
    expect(failed.data.total).toBe(1);
  });

  it('records write calls with module, result and address, filterable', async () => {
    const before = await get<Page<object>>('/admin/system/operlog?userName=sysadmin', admin);
    await send('POST', '/admin/system/role', sysadmin, {
      roleKey: 'sys_admin',
      roleNameI18n: { 'zh-CN': 'x', en: 'x', es: 'x' },
      menuIds: [],
    });
    const after = await get<
      Page<{ module: string; method: string; path: string; result: string; message: string }>
    >('/admin/system/operlog?userName=sysadmin&result=failure', admin, 'es');
    expect(after.data.total).toBeGreaterThan(0);
    expect(after.data.records[0]).toMatchObject({
      module: 'system',
      method: 'POST',
      path: '/prod-api/admin/system/role',
      result: 'failure',
      message: 'Esto ya existe',
    });
    const all = await get<Page<object>>('/admin/system/operlog?userName=sysadmin', admin);
    expect(all.data.total).toBe(before.data.total + 1);
  });

  it('keeps each caller to the accounts of their area', async () => {
    const streetadmin = await tokenFor(server.app, 'streetadmin');
    const logins = await get<Page<{ userName: string }>>('/admin/system/logininfor?size=500', streetadmin);
    expect(logins.code).toBe(0);
    expect(logins.data.records.map((r) => r.userName)).not.toContain('admin');
  });

  it('refuses a malformed date filter with a translated message', async () => {
    const res = await get('/admin/system/operlog?from=yesterday', admin);
    expect(res.code).not.toBe(0);
    expect(res.msg).not.toBe('');
  });
});
