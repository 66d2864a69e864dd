import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import {
  call,
  DEMO_PASSWORD,
  encryptPassword,
  encryptRaw,
  startTestServer,
  tokenFor,
  type TestServer,
} from '../helpers/server.js';
import { validBody } from '../resources/fixtures.js';

/**
 * What must not happen: lost updates on users and announcements, bulk exports of ID numbers without a
 * trace, captcha rows never purged, `javascript:` attachments, name/unique answering outside
 * the caller's area.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
const db = () => server.app.eldercare.db;
const send = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, user: string, payload?: object) =>
  call<T>(server.app, {
    method,
    url: `/prod-api${url}`,
    token: tokens[user],
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'street', 'operator']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server?.close());

describe('optimistic concurrency', () => {
  it('the second of two editors of one user is refused instead of overwriting', async () => {
    const { id } = await db()
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'lishan')
      .executeTakeFirstOrThrow();
    const read = await send<{
      version: number;
      deptId: number;
      roles: { roleId: number }[];
      accountType: string;
    }>('GET', `/admin/system/user/${id}`, 'admin');
    const edit = (nickName: string) => ({
      userId: id,
      version: read.data.version,
      nickName,
      deptId: read.data.deptId,
      roleIds: read.data.roles.map((r) => r.roleId),
      accountType: read.data.accountType,
    });
    expect((await send('PUT', '/admin/system/user', 'admin', edit('甲改'))).code).toBe(0);
    const second = await send('PUT', '/admin/system/user', 'admin', edit('乙改'));
    expect(second.code).toBe(50016);
    expect(second.msg).toBe('数据已被他人修改，请刷新后重试');
    const after = await send<{ nickName: string; version: number }>(
      'GET',
      `/admin/system/user/${id}`,
      'admin',
    );
    expect(after.data.nickName).toBe('甲改');
    expect(after.data.version).toBe(read.data.version + 1);
  });

  it('the second of two editors of one announcement is refused instead of overwriting', async () => {
    const created = await send<{ id: number }>('POST', '/biz/site/announcement', 'admin', {
      title: '原标题',
      content: '<p>x</p>',
      anannouncement_type: 1,
    });
    const read = await send<{ version: number }>('GET', `/biz/site/announcement/${created.data.id}`, 'admin');
    const edit = (title: string) => ({
      id: created.data.id,
      version: read.data.version,
      title,
      content: '<p>x</p>',
      anannouncement_type: 1,
    });
    expect((await send('PUT', '/biz/site/announcement', 'admin', edit('甲的标题'))).code).toBe(0);
    expect((await send('PUT', '/biz/site/announcement', 'admin', edit('乙的标题'))).code).toBe(50016);
    const after = await send<{ title: string }>('GET', `/biz/site/announcement/${created.data.id}`, 'admin');
    expect(after.data.title).toBe('甲的标题');
  });
});

describe('the version is required on every edit', () => {
  const elderly = buildCatalogue().find('elderlyInfo') as ServedResource;

  it('a user edit without it is refused with a translated -1 and changes nothing', async () => {
    const { id, version } = await db()
      .selectFrom('app_user')
      .select(['id', 'version'])
      .where('user_name', '=', 'lishan')
      .executeTakeFirstOrThrow();
    const read = await send<{ nickName: string; deptId: number; roles: { roleId: number }[] }>(
      'GET',
      `/admin/system/user/${id}`,
      'admin',
    );
    const answer = await send('PUT', '/admin/system/user', 'admin', {
      userId: id,
      nickName: '无版本',
      deptId: read.data.deptId,
      roleIds: read.data.roles.map((r) => r.roleId),
      accountType: '2',
    });
    expect(answer).toMatchObject({ code: -1, msg: 'version不能为空' });
    const after = await send<{ nickName: string; version: number }>(
      'GET',
      `/admin/system/user/${id}`,
      'admin',
    );
    expect(after.data).toMatchObject({ nickName: read.data.nickName, version });
  });

  it('an announcement edit without it is refused and changes nothing', async () => {
    const created = await send<{ id: number }>('POST', '/biz/site/announcement', 'admin', {
      title: '有版本',
      content: '<p>x</p>',
      anannouncement_type: 1,
    });
    const answer = await send('PUT', '/biz/site/announcement', 'admin', {
      id: created.data.id,
      title: '无版本',
      content: '<p>x</p>',
      anannouncement_type: 1,
    });
    expect(answer).toMatchObject({ code: -1, msg: 'version不能为空' });
    const after = await send<{ title: string }>('GET', `/biz/site/announcement/${created.data.id}`, 'admin');
    expect(after.data.title).toBe('有版本');
  });

  it('a record edit without it is refused and changes nothing', async () => {
    const created = await send<{ id: number }>('POST', '/biz/resource/elderlyInfo', 'admin', {
      ...validBody(elderly, `versionless-${Math.random()}`),
      community: '341702001001',
      familyCode: 'V1',
    });
    expect(created.code, created.msg).toBe(0);
    const path = `/biz/resource/elderlyInfo/${created.data.id}`;
    const answer = await send('PUT', path, 'admin', { familyCode: 'V2' });
    expect(answer).toMatchObject({ code: -1, msg: 'version不能为空' });
    expect((await send<{ familyCode: string; version: number }>('GET', path, 'admin')).data).toMatchObject({
      familyCode: 'V1',
      version: 1,
    });
  });
});

describe('traces and hygiene', () => {
  it('an export with ID numbers in clear writes an audit row', async () => {
    const before = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'resource.export.clear')
      .execute();
    const response = await server.app.inject({
      method: 'GET',
      url: '/prod-api/biz/resource/elderlyInfo/export',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(response.statusCode).toBe(200);
    const after = await db()
      .selectFrom('audit_log')
      .select(['user_id', 'target'])
      .where('action', '=', 'resource.export.clear')
      .execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)?.target).toMatch(/^elderlyInfo:\d+$/);
  });

  it('every export is in the operation log: who, which module, how many rows, masked or not', async () => {
    const exportAs = async (user: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/prod-api/biz/resource/elderlyInfo/export?name=',
        headers: { authorization: `Bearer ${tokens[user]}` },
      });
      expect(response.statusCode).toBe(200);
    };
    // An operator may export personal records but not reveal them.
    await exportAs('operator');
    await exportAs('admin');
    const log = await send<{
      records: { userName: string; module: string; path: string; message: string }[];
    }>('GET', '/admin/system/operlog?module=elderlyInfo&size=10&current=1', 'admin');
    const exports = log.data.records
      .filter((r) => r.path === '/prod-api/biz/resource/elderlyInfo/export')
      .slice(0, 2);
    expect(exports.map((r) => r.userName)).toEqual(['admin', 'operator']);
    expect(exports[0]?.message).toMatch(/^导出 \d+ 条记录（含明文敏感字段）$/);
    expect(exports[1]?.message).toMatch(/^导出 [1-9]\d* 条记录（敏感字段已脱敏）$/);
  });

  it('expired captcha rows are purged', async () => {
    await db()
      .insertInto('captcha')
      .values({ device_id: 'long-gone', answer_hash: 'x', expires_at: new Date(Date.now() - 60_000) })
      .execute();
    await server.app.inject({ method: 'GET', url: '/prod-api/uaa/validata/code/fresh-device' });
    const rows = await db().selectFrom('captcha').select('device_id').execute();
    expect(rows.map((r) => r.device_id)).not.toContain('long-gone');
    expect(rows.map((r) => r.device_id)).toContain('fresh-device');
  });

  it('attachments link only to the file store or https:', async () => {
    const withFile = (url: string) =>
      send('POST', '/biz/site/announcement', 'admin', {
        title: '附件',
        content: '<p>x</p>',
        anannouncement_type: 1,
        files: [{ fileName: 'a.pdf', url }],
      });
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/a.pdf',
      '/files/../rsa-private.pem',
      '//evil.example/a.pdf',
    ]) {
      const answer = await withFile(url);
      expect(answer.code, url).toBe(-1);
    }
    expect((await withFile('/files/agenda.pdf')).code).toBe(0);
    expect((await withFile('https://example.com/a.pdf')).code).toBe(0);
  });

  it('name/unique answers only about the caller’s area', async () => {
    const unique = async (userName: string) =>
      (await send<{ unique: boolean }>('POST', '/admin/system/user/name/unique', 'street', { userName })).data
        .unique;
    expect(await unique('street')).toBe(false);
    // lishan works in another street: a street user must not learn the name exists.
    expect(await unique('lishan')).toBe(true);
    expect(await unique('admin')).toBe(true);
  });
});

describe('login ciphertexts are single use', () => {
  const publicKey = async () =>
    (await call<{ publicKey: string }>(server.app, { method: 'GET', url: '/prod-api/uaa/public-key' })).data
      .publicKey;
  const signIn = (password: string) =>
    call(server.app, {
      method: 'POST',
      url: '/prod-api/uaa/oauth/token',
      payload: {
        username: 'devops',
        password,
        validCode: '',
        deviceId: 'replay',
        grant_type: 'password',
        client_id: 'backoffice',
        client_secret: 'backoffice-secret',
        isDecryption: 'true',
      },
      headers: { 'x-forwarded-for': '10.120.0.1' },
    });

  it('a captured ciphertext cannot be replayed, with or without a time inside', async () => {
    const key = await publicKey();
    const timed = encryptPassword(key, DEMO_PASSWORD);
    expect((await signIn(timed)).code).toBe(0);
    const replay = await signIn(timed);
    expect(replay.code).toBe(-999);
    expect(replay.msg).toBe('登录请求已失效，请重新登录');
    const untimed = encryptRaw(key, DEMO_PASSWORD);
    expect((await signIn(untimed)).code).toBe(0);
    expect((await signIn(untimed)).code).toBe(-999);
  });

  it('a ciphertext older than two minutes is refused', async () => {
    const stale = encryptPassword(await publicKey(), DEMO_PASSWORD, Date.now() - 3 * 60 * 1000);
    expect((await signIn(stale)).code).toBe(-999);
  });
});
