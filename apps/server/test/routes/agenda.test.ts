import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

let server: TestServer;
const tokens: Record<string, string> = {};
const get = <T = unknown>(url: string, user: string) =>
  call<T>(server.app, { method: 'GET', url: `/prod-api${url}`, token: tokens[user] });

interface AgendaItem {
  agendaType: string;
  total: number;
  path: string;
}
const agendaOf = async (user: string) =>
  (
    await get<{ agendaTotalVoList: { list: AgendaItem[]; total: number } }>(
      '/admin/msg/receive/?current=1&size=10',
      user,
    )
  ).data.agendaTotalVoList;

/** The number of records the list the path names finds, asked the way the list page asks. */
const listTotal = async (path: string, user: string) => {
  const url = new URL(path, 'http://x');
  const module = url.pathname === '/contract/index' ? 'contract' : 'homeWorkOrder';
  const answer = await get<{ total: number }>(
    `/biz/resource/${module}?current=1&size=10&${url.searchParams.toString()}`,
    user,
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.total;
};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'street']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server?.close());

describe('agenda items', () => {
  it('open a filtered module list and count exactly what that list shows', async () => {
    const agenda = await agendaOf('admin');
    expect(agenda.list.map((a) => a.path)).toEqual([
      '/contract/index?contractStatus=submitted',
      '/homeWorkOrder/index?status=pending',
    ]);
    for (const item of agenda.list) expect(item.total).toBe(await listTotal(item.path, 'admin'));
    expect(agenda.total).toBe(agenda.list.reduce((sum, a) => sum + a.total, 0));
    const count = await get<{ agenda: number }>('/admin/msg/receive/count', 'admin');
    expect(count.data.agenda).toBe(agenda.total);
  });

  it('are not shown to a user who may not open their list', async () => {
    const contracts = await get('/biz/resource/contract?current=1&size=10', 'street');
    expect(contracts.code).not.toBe(0);
    const agenda = await agendaOf('street');
    expect(agenda.list.map((a) => a.path)).not.toContain('/contract/index?contractStatus=submitted');
    const count = await get<{ agenda: number }>('/admin/msg/receive/count', 'street');
    expect(count.data.agenda).toBe(agenda.total);
  });
});
