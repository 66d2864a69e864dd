import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

/**
 * The malformed inputs a security audit found (each answered code 500). Each must answer the
 * envelope with a clear, translated refusal — never 500 — and write nothing.
 */
let server: TestServer;
let admin = '';

interface Answer {
  status: number;
  code: number;
  msg: string;
}
const send = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token: string | undefined = admin,
  language = 'zh-CN',
): Promise<Answer> => {
  const response = await server.app.inject({
    method,
    url,
    headers: {
      'accept-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  const body = response.json<{ code: number; msg: string }>();
  return { status: response.statusCode, code: body.code, msg: body.msg };
};

const expectRefusal = (answer: Answer) => {
  expect(answer.code).not.toBe(500);
  expect(answer.code).not.toBe(0);
  expect(answer.status).toBeLessThan(500);
  expect(answer.msg).not.toMatch(/错误编号|error id/i);
};

const count = async (table: 'app_user' | 'announcement') =>
  Number(
    (
      await server.app.eldercare.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server?.close());

const announcement = (title: string, content = '<p>x</p>') => ({
  title,
  content,
  anannouncement_type: 1,
  popUp: false,
  files: [],
});

describe('malformed input answers a translated refusal, never 500', () => {
  it('NUL bytes in a path, a query or a body (even unauthenticated)', async () => {
    const captcha = await send('GET', '/prod-api/uaa/validata/code/%00', undefined, undefined);
    expectRefusal(captcha);
    expect(captcha.code).toBe(-1);
    expect(captcha.msg).toMatch(/无效字符/);
    const before = await count('announcement');
    expectRefusal(await send('POST', '/prod-api/biz/site/announcement', announcement('a\u0000b')));
    expectRefusal(await send('GET', '/prod-api/admin/system/user?userName=a%00b'));
    expect(await count('announcement')).toBe(before);
  });

  it('lone surrogates (they broke the jsonb audit row), in three languages', async () => {
    const before = await count('announcement');
    const payload = '{"title":"x\\ud800y","content":"<p>x</p>","anannouncement_type":1}';
    const zh = await send('POST', '/prod-api/biz/site/announcement', payload);
    expectRefusal(zh);
    const en = await send('POST', '/prod-api/biz/site/announcement', payload, admin, 'en');
    expect(en.msg).toMatch(/cannot be stored/);
    const es = await send('POST', '/prod-api/biz/site/announcement', payload, admin, 'es');
    expect(es.msg).toMatch(/no se pueden guardar/);
    expect(await count('announcement')).toBe(before);
  });

  it('ids of 2^31 and more', async () => {
    expectRefusal(await send('GET', '/prod-api/admin/system/user/2147483648'));
    expectRefusal(await send('GET', '/prod-api/biz/site/announcement/99999999999'));
    expectRefusal(await send('GET', '/prod-api/biz/resource/elderlyInfo/2147483648'));
    expectRefusal(await send('DELETE', '/prod-api/biz/resource/elderlyInfo/2147483648'));
  });

  it('sortField=constructor and __proto__ sort by the default instead', async () => {
    for (const sortField of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const answer = await send('GET', `/prod-api/biz/resource/elderlyInfo?sortField=${sortField}`);
      expect(answer.code).toBe(0);
    }
  });

  it('money of 1e12 and more, dates outside years 1–9999', async () => {
    const list = (query: string) => send('GET', `/prod-api/biz/resource/serviceRecord?${query}`);
    for (const query of [
      'price=1e12',
      'price=100000000000000000000',
      'startTime=10000-01-01',
      'startTime=0000-01-01',
      'startTime=-0001-01-01',
    ]) {
      const answer = await list(query);
      expect(answer.code, query).not.toBe(500);
    }
    const create = await send('POST', '/prod-api/biz/resource/elderlyInfo', {
      name: '张三',
      idCard: '110101194001011234',
      birthDate: '10000-01-01',
    });
    expect(create.code).not.toBe(500);
  });

  it('the duplicate-user-name race: one creation wins, the others answer 50016', async () => {
    const dept = await server.app.eldercare.db
      .selectFrom('app_user')
      .select('dept_id as id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const role = await server.app.eldercare.db
      .selectFrom('role')
      .select('id')
      .where('role_key', '=', 'street_staff')
      .executeTakeFirstOrThrow();
    const body = {
      userName: 'raced',
      nickName: '竞争',
      deptId: dept.id,
      roleIds: [role.id],
      accountType: '2',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/prod-api/admin/system/user', body)),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 50016)).toHaveLength(19);
  });

  it('bad URLs answer the envelope (404), bad JSON a translated -1', async () => {
    const missing = await send('GET', '/prod-api/no/such/route');
    expect(missing.status).toBe(404);
    expect(missing.code).toBe(404);
    expect(missing.msg).toBe('接口不存在');
    const broken = await send('GET', '/prod-api/%E0%A4%A');
    expect(broken.status).toBe(400);
    expect(broken.code).toBe(-1);
    expect(broken.msg).toBe('格式错误');
    const badJson = await send('POST', '/prod-api/biz/site/announcement', '{"title":');
    expect(badJson.code).toBe(-1);
    const poisoned = await send(
      'POST',
      '/prod-api/biz/site/announcement',
      '{"__proto__":{"x":1},"title":"t"}',
    );
    expectRefusal(poisoned);
  });
});
