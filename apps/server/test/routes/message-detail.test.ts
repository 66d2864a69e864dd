import { ErrorCode, type MessageRecord } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

let server: TestServer;
const tokens: Record<string, string> = {};
const get = <T = unknown>(url: string, user: string, headers: Record<string, string> = {}) =>
  call<T>(server.app, { method: 'GET', url: `/prod-api${url}`, token: tokens[user], headers });

/** A message only `admin` received, so nobody else may read it. */
let privateId: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'street']) tokens[user] = await tokenFor(server.app, user);
  const db = server.app.eldercare.db;
  const admin = await db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto('message')
    .values({
      title: '仅管理员可见',
      content: '<p>内部<b>通知</b></p>',
      msg_type: 'job_notice',
      send_obj_type_name: '指定用户',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  privateId = message.id;
  await db
    .insertInto('message_receiver')
    .values({ message_id: privateId, user_id: admin.id, read_at: null })
    .execute();
});
afterAll(async () => server?.close());

describe('GET /admin/msg/receive/detail/:id', () => {
  it('answers the caller’s own message as the summary lists it, in the caller’s language', async () => {
    const detail = await get<MessageRecord>(`/admin/msg/receive/detail/${privateId}`, 'admin', {
      'accept-language': 'en',
    });
    expect(detail.code, detail.msg).toBe(0);
    const summary = await get<{ bizSysMsgReceiveIPage: { records: MessageRecord[] } }>(
      '/admin/msg/receive/?current=1&size=50',
      'admin',
      { 'accept-language': 'en' },
    );
    const listed = summary.data.bizSysMsgReceiveIPage.records.find((r) => r.id === privateId);
    expect(listed).toBeDefined();
    expect(detail.data).toEqual(listed);
    expect(detail.data).toMatchObject({ title: '仅管理员可见', readState: '0', msgTypeName: 'Work notice' });
  });

  it('shows the read state after the message is marked read', async () => {
    expect((await get(`/admin/msg/receive/read/state/${privateId}`, 'admin')).code).toBe(0);
    const detail = await get<MessageRecord>(`/admin/msg/receive/detail/${privateId}`, 'admin');
    expect(detail.data.readState).toBe('1');
  });

  it('answers another user’s message exactly like a missing one (no leak)', async () => {
    const other = await get(`/admin/msg/receive/detail/${privateId}`, 'street');
    const missing = await get('/admin/msg/receive/detail/99999999', 'street');
    expect(other.code).toBe(ErrorCode.NotFound);
    expect(other).toEqual(missing);
    expect(JSON.stringify(other)).not.toContain('仅管理员可见');
  });

  it('refuses bad ids and callers without a token', async () => {
    expect((await get('/admin/msg/receive/detail/abc', 'admin')).code).toBe(ErrorCode.Invalid);
    expect((await get(`/admin/msg/receive/detail/${privateId}`, 'nobody')).code).toBe(ErrorCode.TokenInvalid);
  });
});
