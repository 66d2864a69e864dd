import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renamedTo } from '../helpers/menu-name.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

// Authentication reads token, user, roles and a permission fingerprint in one
// statement, permission sets and menu trees are cached in process by content, user/info carries an
// ETag and answers are compressed. Nothing of this may let a change be missed by the next call.

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-static-'));
  await fs.mkdir(path.join(staticDir, 'assets'));
  await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>backoffice</title>');
  await fs.writeFile(path.join(staticDir, 'assets', 'app.js'), `console.log('${'x'.repeat(4000)}')`);
  await fs.writeFile(path.join(staticDir, 'assets', 'app.js.br'), 'pre-compressed');
  server = await startTestServer({ STATIC_DIR: staticDir }, { serveStatic: true });
});
afterAll(async () => {
  await server?.close();
  await fs.rm(staticDir, { recursive: true, force: true });
});

const db = () => server.app.eldercare.db;
const LIST = '/prod-api/biz/resource/elderlyInfo?size=1';
const LIST_PERM = 'biz:elderlyInfo:list';

interface MenuNode {
  name: string;
  children: MenuNode[];
}
interface UserInfo {
  perms: string[];
  menus: MenuNode[];
}
const names = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.children)]);

const roleId = async (roleKey: string) =>
  (await db().selectFrom('role').select('id').where('role_key', '=', roleKey).executeTakeFirstOrThrow()).id;

/** Takes away (and returns, to give back) the grants of `perms` to a role. */
const revoke = async (roleKey: string, perms: string) => {
  const role = await roleId(roleKey);
  const grants = await db()
    .selectFrom('role_menu as rm')
    .innerJoin('menu as m', 'm.id', 'rm.menu_id')
    .select(['rm.role_id', 'rm.menu_id'])
    .where('rm.role_id', '=', role)
    .where('m.perms', '=', perms)
    .execute();
  expect(grants.length).toBeGreaterThan(0);
  await db()
    .deleteFrom('role_menu')
    .where('role_id', '=', role)
    .where(
      'menu_id',
      'in',
      grants.map((g) => g.menu_id),
    )
    .execute();
  return () => db().insertInto('role_menu').values(grants).execute();
};

describe('permission changes reach the very next call', () => {
  it('a grant taken away is refused at once, given back is allowed at once, several times over', async () => {
    const token = await tokenFor(server.app, 'street');
    for (let round = 0; round < 3; round += 1) {
      // The first call caches the permission set; the next ones must not trust it blindly.
      expect((await call(server.app, { method: 'GET', url: LIST, token })).code).toBe(0);
      expect((await call(server.app, { method: 'GET', url: LIST, token })).code).toBe(0);
      const giveBack = await revoke('street_staff', LIST_PERM);
      expect((await call(server.app, { method: 'GET', url: LIST, token })).code).toBe(403);
      await giveBack();
    }
    expect((await call(server.app, { method: 'GET', url: LIST, token })).code).toBe(0);
  });

  it('user/info follows a grant and a menu rename at once, with a new ETag', async () => {
    const token = await tokenFor(server.app, 'street');
    const get = (headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'GET',
        url: '/prod-api/uaa/user/info',
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    const first = await get();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json<{ data: UserInfo }>().data.perms).toContain(LIST_PERM);

    // Unchanged: 304 without a body, then the same ETag again.
    const unchanged = await get({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await get()).headers.etag).toBe(etag);

    const giveBack = await revoke('street_staff', LIST_PERM);
    const narrowed = await get({ 'if-none-match': etag });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.headers.etag).not.toBe(etag);
    expect(narrowed.json<{ data: UserInfo }>().data.perms).not.toContain(LIST_PERM);
    await giveBack();
    // Given back: the same content, under a new fingerprint (a state never repeats), so a 200.
    const back = await get({ 'if-none-match': etag });
    expect(back.statusCode).toBe(200);
    expect(back.json<{ data: UserInfo }>().data.perms).toContain(LIST_PERM);
    const backTag = back.headers.etag as string;
    expect((await get({ 'if-none-match': backTag })).statusCode).toBe(304);

    // A menu renamed (not a grant): the tree is cached by content, so it changes at once too.
    const page = await db()
      .selectFrom('menu')
      .select(['id', 'name'])
      .where('url', '=', '/elderlyInfo/index')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('menu')
      .set({ name_i18n: renamedTo('老人信息（改名）') })
      .where('id', '=', page.id)
      .execute();
    try {
      const renamed = await get({ 'if-none-match': backTag });
      expect(renamed.statusCode).toBe(200);
      expect(names(renamed.json<{ data: UserInfo }>().data.menus)).toContain('老人信息（改名）');
    } finally {
      await db()
        .updateTable('menu')
        .set({ name_i18n: renamedTo(page.name) })
        .where('id', '=', page.id)
        .execute();
    }
    const restored = await get({ 'if-none-match': backTag });
    expect(restored.statusCode).toBe(200);
    expect(names(restored.json<{ data: UserInfo }>().data.menus)).toContain(page.name);
  });

  it('an all-permissions role sees a menu renamed or added at once', async () => {
    const token = await tokenFor(server.app, 'admin');
    const menus = async () =>
      names(
        (await call<UserInfo>(server.app, { method: 'GET', url: '/prod-api/uaa/user/info', token })).data
          .menus,
      );
    expect(await menus()).not.toContain('新目录（测试）');
    const { id } = await db()
      .insertInto('menu')
      .values({
        parent_id: null,
        name_i18n: JSON.stringify({ 'zh-CN': '新目录（测试）', en: 'New (test)', es: 'Nuevo (prueba)' }),
        url: '/new-test',
        icon: '',
        type: 'M',
        perms: '',
        sort: 999,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(await menus()).toContain('新目录（测试）');
      await db()
        .updateTable('menu')
        .set({ name_i18n: renamedTo('改名目录（测试）') })
        .where('id', '=', id)
        .execute();
      expect(await menus()).toContain('改名目录（测试）');
    } finally {
      await db().deleteFrom('menu').where('id', '=', id).execute();
    }
    expect(await menus()).not.toContain('改名目录（测试）');
  });

  it('an ETag of one user is never another user’s', async () => {
    const street = await server.app.inject({
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      headers: { authorization: `Bearer ${await tokenFor(server.app, 'street')}` },
    });
    const other = await server.app.inject({
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      headers: {
        authorization: `Bearer ${await tokenFor(server.app, 'streetadmin')}`,
        'if-none-match': street.headers.etag as string,
      },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.vary).toContain('authorization');
  });

  it('a role switch narrows permissions on the next call and widening back restores them', async () => {
    const token = await tokenFor(server.app, 'streetadmin');
    const perms = async () =>
      (await call<UserInfo>(server.app, { method: 'GET', url: '/prod-api/uaa/user/info', token })).data.perms;
    const all = await perms();
    const sw = (roleKey: string | null) =>
      call(server.app, { method: 'PUT', url: '/prod-api/uaa/user/active-role', token, payload: { roleKey } });
    expect((await sw('street_staff')).code).toBe(0);
    const narrowed = await perms();
    expect(narrowed.length).toBeLessThan(all.length);
    expect((await sw(null)).code).toBe(0);
    expect(await perms()).toEqual(all);
  });
});

describe('compression', () => {
  it('compresses user/info with brotli or gzip as the client accepts, and not small answers', async () => {
    const token = await tokenFor(server.app, 'admin');
    const plain = await server.app.inject({
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await server.app.inject({
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(br.headers['content-type']).toContain('application/json');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // The same content again: the encoded bytes kept under its ETag.
    const again = await server.app.inject({
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/prod-api/uaa/user/info',
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br;q=0, gzip' },
        })
      ).headers['content-encoding'],
    ).toBe('gzip');
    const gz = await server.app.inject({
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await server.app.inject({
      method: 'GET',
      url: '/prod-api/admin/msg/receive/count',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('leaves the back-office’s pre-compressed assets and xlsx exports as they are', async () => {
    const asset = await server.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body).toBe('pre-compressed');

    const street = await tokenFor(server.app, 'street');
    const xlsx = await server.app.inject({
      method: 'GET',
      url: '/prod-api/biz/resource/elderlyInfo/export?name=王',
      headers: { authorization: `Bearer ${street}`, 'accept-encoding': 'br, gzip' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    // A zip: the bytes start with PK.
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
