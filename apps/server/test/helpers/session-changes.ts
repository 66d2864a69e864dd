import { ErrorCode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { sessionCacheOf } from '../../src/auth/session-cache.js';
import { sha256 } from '../../src/auth/tokens.js';
import { renamedTo } from './menu-name.js';
import { call, tokenFor, versionOf } from './server.js';

/**
 * The cached sessions of auth/session-cache.ts against every kind of write that must end or
 * narrow a session. `reader` serves the token from its cache (checked before each change),
 * `writer` makes the change; on PostgreSQL they are two instances on one database, on PGlite one.
 */
export interface Instances {
  reader: FastifyInstance;
  writer: FastifyInstance;
}

const LIST = '/prod-api/biz/resource/elderlyInfo?size=1';
const DETAIL = '/prod-api/admin/system/user/detail';

/** The roles the session works in, as the server sees them. */
const roleKeys = (app: FastifyInstance, token: string) =>
  call<{ roles: { roleKey: string }[] }>(app, { method: 'GET', url: DETAIL, token }).then((r) =>
    r.data.roles.map((role) => role.roleKey),
  );

const code = (app: FastifyInstance, url: string, token: string) =>
  call(app, { method: 'GET', url, token }).then((r) => r.code);

const cached = (app: FastifyInstance, token: string) =>
  sessionCacheOf(app.eldercare.db)?.get(sha256(token)) !== undefined;

/** Two calls: the first reads the session and keeps it, the second is served from the cache. */
const warm = async (app: FastifyInstance, token: string, url = LIST) => {
  expect(await code(app, url, token)).toBe(0);
  expect(await code(app, url, token)).toBe(0);
  expect(cached(app, token)).toBe(true);
};

const idOf = async (app: FastifyInstance, table: 'app_user' | 'role' | 'dept', key: string) => {
  const db = app.eldercare.db;
  const row =
    table === 'app_user'
      ? await db.selectFrom('app_user').select('id').where('user_name', '=', key).executeTakeFirstOrThrow()
      : table === 'role'
        ? await db.selectFrom('role').select('id').where('role_key', '=', key).executeTakeFirstOrThrow()
        : await db.selectFrom('dept').select('id').where('name', '=', key).executeTakeFirstOrThrow();
  return row.id;
};

const send = async (
  app: FastifyInstance,
  method: 'PUT' | 'POST' | 'DELETE' | 'GET',
  url: string,
  token: string,
  payload?: object,
) => {
  const result = await call(app, { method, url, token, ...(payload ? { payload } : {}) });
  expect(result.code).toBe(0);
};

export const sessionChangeTests = (instances: () => Instances) => {
  it('serves a warm token from the cache: a change that announces nothing is not seen (control)', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'devops');
    await warm(reader, token, DETAIL);
    const db = writer.eldercare.db;
    // Without its trigger the revocation is silent: the reader keeps serving its cached row,
    // which shows the cache is what the other tests exercise.
    await sql`alter table auth_token disable trigger auth_token_sessions_update`.execute(db);
    try {
      await db
        .updateTable('auth_token')
        .set({ revoked_at: new Date(), revoked_reason: 'logout' })
        .where('token_hash', '=', sha256(token))
        .execute();
    } finally {
      await sql`alter table auth_token enable trigger auth_token_sessions_update`.execute(db);
    }
    expect(await code(reader, DETAIL, token)).toBe(0);
    // Any announced change of the user then drops it.
    await db
      .updateTable('app_user')
      .set({ updated_at: new Date() })
      .where('user_name', '=', 'devops')
      .execute();
    expect(await code(reader, DETAIL, token)).toBe(ErrorCode.TokenInvalid);
  });

  it('logout', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'street');
    await warm(reader, token);
    await send(writer, 'GET', '/prod-api/uaa/logout', token);
    expect(await code(reader, LIST, token)).toBe(ErrorCode.TokenInvalid);
  });

  it('role switch, and back', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'streetadmin');
    await warm(reader, token, DETAIL);
    expect(await roleKeys(reader, token)).toEqual(['sys_admin', 'street_staff']);
    await send(writer, 'PUT', '/prod-api/uaa/user/active-role', token, { roleKey: 'street_staff' });
    expect(await roleKeys(reader, token)).toEqual(['street_staff']);
    expect(cached(reader, token)).toBe(true);
    await send(writer, 'PUT', '/prod-api/uaa/user/active-role', token, { roleKey: null });
    expect(await roleKeys(reader, token)).toEqual(['sys_admin', 'street_staff']);
  });

  it('forced sign-out', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'lishan');
    await warm(reader, token);
    const admin = await tokenFor(writer, 'admin');
    await send(
      writer,
      'PUT',
      `/prod-api/admin/system/user/forceSignOut/${await idOf(writer, 'app_user', 'lishan')}`,
      admin,
    );
    expect(await code(reader, LIST, token)).toBe(ErrorCode.TokenInvalid);
  });

  it('own password change ends the other sessions', async () => {
    const { reader, writer } = instances();
    const other = await tokenFor(writer, 'opsummary');
    const here = await tokenFor(writer, 'opsummary');
    await warm(reader, other, DETAIL);
    await send(writer, 'POST', '/prod-api/admin/system/user/password', here, {
      oldPassword: 'Admin@123456',
      newPassword: 'Summary#2026y',
    });
    expect(await code(reader, DETAIL, other)).toBe(ErrorCode.TokenInvalid);
  });

  it('password reset by an administrator', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'operator');
    await warm(reader, token, DETAIL);
    const admin = await tokenFor(writer, 'admin');
    await send(
      writer,
      'GET',
      `/prod-api/admin/system/user/password/${await idOf(writer, 'app_user', 'operator')}`,
      admin,
    );
    expect(await code(reader, DETAIL, token)).toBe(ErrorCode.TokenInvalid);
  });

  it('account disabled', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'institution');
    await warm(reader, token, DETAIL);
    const admin = await tokenFor(writer, 'admin');
    const userId = await idOf(writer, 'app_user', 'institution');
    await send(writer, 'PUT', '/prod-api/admin/system/user/status', admin, { userId, status: '1' });
    expect(await code(reader, DETAIL, token)).toBe(ErrorCode.AccountDisabled);
  });

  it('account deleted', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'provider');
    await warm(reader, token, DETAIL);
    const admin = await tokenFor(writer, 'admin');
    await send(
      writer,
      'DELETE',
      `/prod-api/admin/system/user/${await idOf(writer, 'app_user', 'provider')}`,
      admin,
    );
    expect(await code(reader, DETAIL, token)).toBe(ErrorCode.AccountDisabled);
  });

  it('roles and department edited', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'streetadmin');
    await warm(reader, token, DETAIL);
    const admin = await tokenFor(writer, 'admin');
    const before = await call<{ dept: { deptId: number } }>(reader, { method: 'GET', url: DETAIL, token });
    const deptId = await idOf(writer, 'dept', '秋浦街道办事处');
    expect(before.data.dept.deptId).not.toBe(deptId);
    const userId = await idOf(writer, 'app_user', 'streetadmin');
    await send(writer, 'PUT', '/prod-api/admin/system/user', admin, {
      userId,
      version: await versionOf(writer, 'app_user', userId),
      nickName: '街道管理员',
      deptId,
      roleIds: [await idOf(writer, 'role', 'street_staff')],
      accountType: '2',
    });
    expect(await roleKeys(reader, token)).toEqual(['street_staff']);
    const after = await call<{ dept: { deptId: number } }>(reader, { method: 'GET', url: DETAIL, token });
    expect(after.data.dept.deptId).toBe(deptId);
  });

  it('a grant taken away, a permission renamed, a department renamed', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'association');
    const street = await tokenFor(writer, 'street');
    const db = writer.eldercare.db;
    await warm(reader, street);
    const roleId = await idOf(writer, 'role', 'street_staff');
    const grants = await db
      .selectFrom('role_menu as rm')
      .innerJoin('menu as m', 'm.id', 'rm.menu_id')
      .select(['rm.role_id', 'rm.menu_id'])
      .where('rm.role_id', '=', roleId)
      .where('m.perms', '=', 'biz:elderlyInfo:list')
      .execute();
    const menuIds = grants.map((g) => g.menu_id);
    await db.deleteFrom('role_menu').where('role_id', '=', roleId).where('menu_id', 'in', menuIds).execute();
    expect(await code(reader, LIST, street)).toBe(ErrorCode.Forbidden);
    await db.insertInto('role_menu').values(grants).execute();
    await warm(reader, street);
    await db.updateTable('menu').set({ perms: 'biz:elderlyInfo:gone' }).where('id', 'in', menuIds).execute();
    expect(await code(reader, LIST, street)).toBe(ErrorCode.Forbidden);
    await db.updateTable('menu').set({ perms: 'biz:elderlyInfo:list' }).where('id', 'in', menuIds).execute();
    await warm(reader, street);
    await warm(reader, token, DETAIL);
    const detail = () =>
      call<{ dept: { deptName: string } }>(reader, { method: 'GET', url: DETAIL, token }).then(
        (r) => r.data.dept.deptName,
      );
    const name = await detail();
    await db
      .updateTable('dept')
      .set({ name: `${name}（新）` })
      .where('name', '=', name)
      .execute();
    expect(await detail()).toBe(`${name}（新）`);
  });

  it('unread count: a message received, read, deleted and an agenda item are counted by the next poll', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'visitcare');
    const userId = await idOf(writer, 'app_user', 'visitcare');
    const db = writer.eldercare.db;
    const COUNT = '/prod-api/admin/msg/receive/count';
    const count = () =>
      call<{ unread: number; agenda: number; total: number }>(reader, {
        method: 'GET',
        url: COUNT,
        token,
      }).then((r) => r.data);
    const before = await count();
    expect(await count()).toEqual(before);
    const message = await db
      .insertInto('message')
      .values({ title: '缓存测试', content: '…', msg_type: 'sys_notification', send_obj_type_name: '测试' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('message_receiver')
      .values({ message_id: message.id, user_id: userId, read_at: null })
      .execute();
    expect((await count()).unread).toBe(before.unread + 1);
    expect((await count()).unread).toBe(before.unread + 1);
    await send(writer, 'GET', `/prod-api/admin/msg/receive/read/state/${message.id}`, token);
    expect((await count()).unread).toBe(before.unread);
    await db
      .updateTable('message_receiver')
      .set({ read_at: null })
      .where('message_id', '=', message.id)
      .execute();
    expect((await count()).unread).toBe(before.unread + 1);
    await db.deleteFrom('message').where('id', '=', message.id).execute();
    expect((await count()).unread).toBe(before.unread);
    await db
      .insertInto('agenda')
      .values({ user_id: userId, agenda_type: 'test', prompt_title: '待办', total: 3, path: '/' })
      .execute();
    expect(await count()).toEqual({ ...before, agenda: before.agenda + 3, total: before.total + 3 });
  });

  it('user/info follows the user’s own columns and a menu renamed, on the next call', async () => {
    const { reader, writer } = instances();
    const token = await tokenFor(writer, 'sysadmin');
    interface Info {
      introduction: string;
      menus: { name: string; children: Info['menus'] }[];
    }
    const info = () =>
      call<Info>(reader, { method: 'GET', url: '/prod-api/uaa/user/info', token }).then((r) => r.data);
    const names = (menus: Info['menus']): string[] => menus.flatMap((m) => [m.name, ...names(m.children)]);
    await info();
    await info();
    await send(writer, 'PUT', '/prod-api/admin/system/user/info?introduction=cache-check', token);
    expect((await info()).introduction).toBe('cache-check');
    const db = writer.eldercare.db;
    const menu = await db
      .selectFrom('menu as m')
      .innerJoin('role_menu as rm', 'rm.menu_id', 'm.id')
      .innerJoin('role as r', 'r.id', 'rm.role_id')
      .select(['m.id', 'm.name'])
      .where('r.role_key', '=', 'sys_admin')
      .where('m.type', '=', 'C')
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
    expect(names((await info()).menus)).toContain(menu.name);
    await db
      .updateTable('menu')
      .set({ name_i18n: renamedTo(`${menu.name}·新`) })
      .where('id', '=', menu.id)
      .execute();
    expect(names((await info()).menus)).toContain(`${menu.name}·新`);
  });
};
