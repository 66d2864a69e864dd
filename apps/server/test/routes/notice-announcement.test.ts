import { ErrorCode } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

let server: TestServer;
const tokens: Record<string, string> = {};
const get = <T = unknown>(url: string, user: string) =>
  call<T>(server.app, { method: 'GET', url: `/prod-api${url}`, token: tokens[user] });

const idOf = async (title: string) =>
  (
    await server.app.eldercare.db
      .selectFrom('announcement')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['association', 'secretariat']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server?.close());

describe('the announcement behind a notice route (SPEC §2)', () => {
  it('shows a member the published announcement its bell lists, without the management permission', async () => {
    const id = await idOf('贵池区居家养老服务补贴发放公告');
    expect((await get(`/biz/site/announcement/${id}`, 'association')).code).toBe(403);
    const answer = await get<{ id: number; title: string; content: string }>(
      `/biz/site/announcement/user/pop/ups/detail/${id}`,
      'association',
    );
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ id, title: '贵池区居家养老服务补贴发放公告' });
    expect(answer.data.content).toContain('<');
  });

  it('keeps drafts and unknown ids out of reach (not found)', async () => {
    const draft = await idOf('养老护理员考试安排（草稿）');
    expect((await get(`/biz/site/announcement/user/pop/ups/detail/${draft}`, 'secretariat')).code).toBe(
      ErrorCode.NotFound,
    );
    expect((await get('/biz/site/announcement/user/pop/ups/detail/999999', 'association')).code).toBe(
      ErrorCode.NotFound,
    );
  });
});
