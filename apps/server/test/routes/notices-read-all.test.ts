import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const get = <T>(url: string, token: string) =>
  call<T>(server.app, { method: 'GET', url: `/prod-api${url}`, token });
const readAll = (kind: string, token: string) =>
  call<{ count: number }>(server.app, {
    method: 'PUT',
    url: '/prod-api/admin/msg/notices/read/all',
    token,
    payload: { kind },
  });

type List = { list: { id: number; createTime: string }[] };
const LISTS = {
  announcements: '/biz/site/announcement/user/pop/ups/list?type=2',
  fees: '/biz/bizSiteDemandPaymentUser/pop/ups/list?type=2',
  activities: '/biz/site/activity/announcement/user/pop/ups/list?type=2',
} as const;

describe('全部已读 and notice times', () => {
  it('gives each notice its time', async () => {
    const token = await tokenFor(server.app, 'association');
    for (const url of Object.values(LISTS)) {
      const { data } = await get<List>(url, token);
      for (const item of data.list) expect(Number.isNaN(Date.parse(item.createTime))).toBe(false);
    }
  });

  it('marks every unread message of the caller read, and only theirs', async () => {
    const admin = await tokenFor(server.app, 'admin');
    const other = await tokenFor(server.app, 'sysadmin');
    const before = await get<{ unread: number }>('/admin/msg/receive/count', admin);
    const otherBefore = await get<{ unread: number }>('/admin/msg/receive/count', other);
    expect(before.data.unread).toBeGreaterThan(0);
    const done = await readAll('messages', admin);
    expect(done.data.count).toBe(before.data.unread);
    expect((await get<{ unread: number }>('/admin/msg/receive/count', admin)).data.unread).toBe(0);
    expect((await get<{ unread: number }>('/admin/msg/receive/count', other)).data.unread).toBe(
      otherBefore.data.unread,
    );
    expect((await readAll('messages', admin)).data.count).toBe(0);
  });

  it.each(Object.entries(LISTS))('empties the %s tab', async (kind, url) => {
    const token = await tokenFor(server.app, 'association');
    const before = await get<List>(url, token);
    const done = await readAll(kind, token);
    expect(done.data.count).toBe(before.data.list.length);
    expect((await get<List>(url, token)).data.list).toEqual([]);
  });

  it('refuses an unknown tab with a translated message and changes nothing', async () => {
    const token = await tokenFor(server.app, 'admin');
    const res = await readAll('agenda', token);
    expect(res.code).toBe(-1);
    expect(res.msg).not.toBe('');
  });
});
