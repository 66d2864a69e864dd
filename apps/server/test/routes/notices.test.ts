import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, versionOf, type TestServer } from '../helpers/server.js';

let server: TestServer;
const tokens: Record<string, string> = {};
const get = <T = unknown>(url: string, user: string, headers: Record<string, string> = {}) =>
  call<T>(server.app, { method: 'GET', url: `/prod-api${url}`, token: tokens[user], headers });
const send = <T = unknown>(method: 'POST' | 'PUT' | 'DELETE', url: string, user: string, payload?: object) =>
  call<T>(server.app, {
    method,
    url: `/prod-api${url}`,
    token: tokens[user],
    ...(payload ? { payload } : {}),
  });

interface Announcement {
  id: number;
  title: string;
  content: string;
  upNews: string;
  areaCode: string;
  fileInfoList: { fileName: string }[];
}
interface Page<T> {
  records: T[];
  total: number;
}
const announcementCount = async () =>
  Number(
    (
      await server.app.eldercare.db
        .selectFrom('announcement')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** How many unread announcements the bell lists for the user. */
const bellCount = async (user: string) =>
  (await get<{ list: unknown[] }>('/biz/site/announcement/user/pop/ups/list?type=2', user)).data.list.length;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'street', 'association', 'secretariat', 'operator', 'institution'])
    tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server?.close());

describe('messages and reminders', () => {
  it('returns the message summary with agenda, counts and read state per user', async () => {
    const summary = await get<{
      bizSysMsgReceiveIPage: {
        records: { id: number; msgType: string; msgTypeName: string; readState: string }[];
        total: number;
      };
      agendaTotalVoList: { list: { agendaType: string; promptTitle: string }[]; total: number };
    }>('/admin/msg/receive/?current=1&size=10', 'admin', { 'accept-language': 'en' });
    expect(summary.code).toBe(0);
    expect(summary.data.bizSysMsgReceiveIPage.total).toBe(3);
    expect(
      summary.data.bizSysMsgReceiveIPage.records.find((r) => r.msgType === 'sys_notification')?.msgTypeName,
    ).toBe('System notice');
    // The agenda counts records (agenda.test.ts): the same figure in the summary and the count.
    const agenda = summary.data.agendaTotalVoList.total;
    const count = await get<{ unread: number; agenda: number; total: number }>(
      '/admin/msg/receive/count',
      'admin',
    );
    expect(count.data).toEqual({ unread: 3, agenda, total: 3 + agenda });

    const first = summary.data.bizSysMsgReceiveIPage.records[0]!;
    expect((await get(`/admin/msg/receive/read/state/${first.id}`, 'admin')).code).toBe(0);
    expect((await get<{ unread: number }>('/admin/msg/receive/count', 'admin')).data.unread).toBe(2);
    // Reading is per user: the street user still has all three unread.
    expect((await get<{ unread: number }>('/admin/msg/receive/count', 'street')).data.unread).toBe(3);
    const unread = await get<{ bizSysMsgReceiveIPage: { total: number } }>(
      '/admin/msg/receive/?readState=0',
      'admin',
    );
    expect(unread.data.bizSysMsgReceiveIPage.total).toBe(2);
    expect((await get('/admin/msg/receive/read/state/999999', 'admin')).code).toBe(50015);
    expect((await get('/admin/msg/receive/count', 'nobody')).code).toBe(50008);
  });

  it('returns reminders for the caller’s roles', async () => {
    const admin = await get<{ remindHandle: string; remindViewIndex: string }[]>(
      '/biz/pengpu/remind/config/getNeedRemind',
      'admin',
    );
    expect(admin.data).toHaveLength(1);
    expect(admin.data[0]?.remindViewIndex).toBe('/OverNinetyOldManConfig/details');
    expect((await get<unknown[]>('/biz/pengpu/remind/config/getNeedRemind', 'association')).data).toEqual([]);
  });
});

describe('announcements', () => {
  it('lists within the caller’s area and data type', async () => {
    const admin = await get<Page<Announcement>>('/biz/site/announcement?size=50', 'admin');
    expect(admin.code).toBe(0);
    expect(admin.data.records.map((a) => a.title)).toContain('东至县养老服务补贴发放公告');
    expect(admin.data.records.map((a) => a.title)).not.toContain('试用环境演示公告');
    const trial = await get<Page<Announcement>>('/biz/site/announcement', 'admin', { filterMode: 'trial' });
    expect(trial.data.records.map((a) => a.title)).toEqual(['试用环境演示公告']);
    const operator = await get<Page<Announcement>>('/biz/site/announcement?size=50', 'operator');
    expect(operator.data.records.every((a) => a.areaCode.startsWith('341702'))).toBe(true);
    expect(operator.data.total).toBe(1);
    expect((await get('/biz/site/announcement', 'street')).code).toBe(403);
  });

  it('creates with sanitised content, edits, publishes, withdraws and deletes', async () => {
    const before = await announcementCount();
    const bad = await send('POST', '/biz/site/announcement', 'secretariat', {
      title: '',
      content: 'x',
      anannouncement_type: 4,
    });
    expect(bad.code).toBe(-1);
    expect(
      (
        await send('POST', '/biz/site/announcement', 'operator', {
          title: 't',
          content: 'x',
          anannouncement_type: 4,
        })
      ).code,
    ).toBe(403);
    expect(await announcementCount()).toBe(before);

    const created = await send<{ id: number }>('POST', '/biz/site/announcement', 'secretariat', {
      title: '秘书处通知',
      content: '<p onclick="steal()">会议<script>alert(1)</script><a href="javascript:evil()">链接</a></p>',
      anannouncement_type: 4,
      files: [{ fileName: '议程.pdf', url: '/files/agenda.pdf' }],
    });
    expect(created.code).toBe(0);
    const id = created.data.id;
    const read = await get<Announcement>(`/biz/site/announcement/${id}`, 'secretariat');
    expect(read.data.content).not.toMatch(/script|onclick|javascript/);
    expect(read.data.content).toContain('会议');
    expect(read.data.fileInfoList[0]?.fileName).toBe('议程.pdf');
    expect(read.data.upNews).toBe('0');

    expect(
      (
        await send('PUT', '/biz/site/announcement', 'secretariat', {
          id,
          version: await versionOf(server.app, 'announcement', id),
          title: '秘书处通知（更新）',
          content: '<b>ok</b>',
          anannouncement_type: 5,
        })
      ).code,
    ).toBe(0);
    expect((await send(`POST`, `/biz/site/announcement/upNews?id=${id}`, 'secretariat')).code).toBe(0);
    expect((await get<Announcement>(`/biz/site/announcement/${id}`, 'secretariat')).data).toMatchObject({
      upNews: '1',
      title: '秘书处通知（更新）',
    });
    expect((await send('POST', `/biz/site/announcement/not/upNews?id=${id}`, 'secretariat')).code).toBe(0);
    expect((await get<Announcement>(`/biz/site/announcement/${id}`, 'secretariat')).data.upNews).toBe('0');
    const batch = await send<{ published: number }>(
      'POST',
      '/biz/site/announcement/upNews/batch',
      'secretariat',
      { ids: [id] },
    );
    expect(batch.data.published).toBe(1);
    expect((await send('POST', '/biz/site/announcement/upNews/batch', 'secretariat', { ids: [] })).code).toBe(
      -1,
    );

    // Another area's announcement is out of reach for the district operator.
    const dongzhi = await server.app.eldercare.db
      .selectFrom('announcement')
      .select('id')
      .where('area_code', '=', '341721')
      .executeTakeFirstOrThrow();
    expect((await get(`/biz/site/announcement/${dongzhi.id}`, 'operator')).code).toBe(50015);
    expect((await send('DELETE', `/biz/site/announcement/${id}`, 'operator')).code).toBe(403);
    expect((await send('DELETE', `/biz/site/announcement/${id}`, 'secretariat')).code).toBe(0);
    expect((await get(`/biz/site/announcement/${id}`, 'secretariat')).code).toBe(50015);
    expect(await announcementCount()).toBe(before);
  });
});

describe('popups and notices', () => {
  it('shows the latest popup announcement until read, per user', async () => {
    const popup = await get<{
      hasFail: boolean;
      info: { id: number; title: string } | null;
      fileInfoList: { fileName: string }[];
      announcementPopUpsNotReadCount: number;
    }>('/biz/site/announcement/user/pop/ups', 'association');
    expect(popup.data.hasFail).toBe(true);
    // The dialog's "N unread" is the bell's list, not only the announcements that pop up.
    expect(popup.data.announcementPopUpsNotReadCount).toBe(await bellCount('association'));
    expect(popup.data.announcementPopUpsNotReadCount).toBeGreaterThan(2);
    const firstId = popup.data.info!.id;
    expect((await get(`/biz/site/announcement/user/pop/ups/read?id=${firstId}`, 'association')).code).toBe(0);
    const next = await get<{ info: { id: number } | null; announcementPopUpsNotReadCount: number }>(
      '/biz/site/announcement/user/pop/ups',
      'association',
    );
    expect(next.data.info?.id).not.toBe(firstId);
    expect(next.data.announcementPopUpsNotReadCount).toBe(popup.data.announcementPopUpsNotReadCount - 1);
    expect(next.data.announcementPopUpsNotReadCount).toBe(await bellCount('association'));
    expect(
      (await get(`/biz/site/announcement/user/pop/ups/read?id=${next.data.info!.id}`, 'association')).code,
    ).toBe(0);
    const none = await get<{ hasFail: boolean; info: null }>(
      '/biz/site/announcement/user/pop/ups',
      'association',
    );
    expect(none.data).toMatchObject({ hasFail: false, info: null });
    expect(
      (await get<{ hasFail: boolean }>('/biz/site/announcement/user/pop/ups', 'secretariat')).data.hasFail,
    ).toBe(true);
    expect((await get('/biz/site/announcement/user/pop/ups/read?id=abc', 'association')).code).toBe(-1);
  });

  it('lists unread announcements (type=2) reaching the user’s area only', async () => {
    const list = await get<{
      list: { id: number; title: string; anannouncement_type: number; announcement_type_name: string }[];
    }>('/biz/site/announcement/user/pop/ups/list?type=2', 'street');
    const titles = list.data.list.map((a) => a.title);
    expect(titles).toContain('贵池区居家养老服务补贴发放公告');
    expect(titles).not.toContain('东至县养老服务补贴发放公告');
    expect(titles).not.toContain('养老护理员考试安排（草稿）');
    const target = list.data.list[0]!;
    expect((await get(`/biz/site/announcement/user/pop/ups/read?id=${target.id}`, 'street')).code).toBe(0);
    const after = await get<{ list: { id: number }[] }>(
      '/biz/site/announcement/user/pop/ups/list?type=2',
      'street',
    );
    expect(after.data.list.map((a) => a.id)).not.toContain(target.id);
    const dongzhi = await server.app.eldercare.db
      .selectFrom('announcement')
      .select('id')
      .where('area_code', '=', '341721')
      .executeTakeFirstOrThrow();
    expect((await get(`/biz/site/announcement/user/pop/ups/read?id=${dongzhi.id}`, 'street')).code).toBe(
      50015,
    );
    expect((await get('/biz/site/announcement/user/pop/ups/list?type=3', 'street')).code).toBe(-1);
  });

  it('lists and reads unpaid-fee notices per user', async () => {
    const fees = await get<{ list: { id: number; title: string }[] }>(
      '/biz/bizSiteDemandPaymentUser/pop/ups/list?type=2',
      'association',
    );
    expect(fees.data.list).toHaveLength(1);
    expect(fees.data.list[0]!.title).toContain('请尽快缴纳会费');
    const feeId = fees.data.list[0]!.id;
    expect((await get(`/biz/bizSiteDemandPaymentUser/pop/ups/read?id=${feeId}`, 'street')).code).toBe(50015);
    expect((await get(`/biz/bizSiteDemandPaymentUser/pop/ups/read?id=${feeId}`, 'association')).code).toBe(0);
    expect(
      (await get<{ list: unknown[] }>('/biz/bizSiteDemandPaymentUser/pop/ups/list?type=2', 'association'))
        .data.list,
    ).toHaveLength(0);
    expect(
      (await get<{ list: unknown[] }>('/biz/bizSiteDemandPaymentUser/pop/ups/list?type=2', 'institution'))
        .data.list,
    ).toHaveLength(0);
  });

  it('lists and reads activity notices per user', async () => {
    const acts = await get<{ list: { id: number; activity_id: number }[] }>(
      '/biz/site/activity/announcement/user/pop/ups/list?type=2',
      'association',
    );
    expect(acts.data.list).toHaveLength(2);
    const first = acts.data.list[0]!;
    // Each notice opens an activity the reader can see: the module's own read answers it.
    for (const notice of acts.data.list) {
      const activity = await get<{ id: number }>(
        `/biz/resource/trainingActivity/${notice.activity_id}`,
        'association',
      );
      expect(activity.code, activity.msg).toBe(0);
      expect(activity.data.id).toBe(notice.activity_id);
    }
    expect(
      (await get(`/biz/site/activity/announcement/user/pop/ups/read?id=${first.id}`, 'association')).code,
    ).toBe(0);
    expect(
      (
        await get<{ list: unknown[] }>(
          '/biz/site/activity/announcement/user/pop/ups/list?type=2',
          'association',
        )
      ).data.list,
    ).toHaveLength(1);
    expect(
      (await get<{ list: unknown[] }>('/biz/site/activity/announcement/user/pop/ups/list?type=2', 'admin'))
        .data.list,
    ).toHaveLength(2);
    expect(
      (await get('/biz/site/activity/announcement/user/pop/ups/read?id=999999', 'association')).code,
    ).toBe(50015);
  });

  it('leaves out activity notices whose activity the reader cannot open', async () => {
    const db = server.app.eldercare.db;
    const { id } = await db
      .insertInto('activity_notice')
      .values({
        activity_id: 987_654,
        title: '已删除的活动',
        content: '…',
        area_code: '3417',
        data_type: 'prod',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = async (user: string) =>
      (
        await get<{ list: { id: number }[] }>(
          '/biz/site/activity/announcement/user/pop/ups/list?type=2',
          user,
        )
      ).data.list.map((n) => n.id);
    expect(await ids('admin')).not.toContain(id);
    expect((await get(`/biz/site/activity/announcement/user/pop/ups/read?id=${id}`, 'admin')).code).toBe(
      50015,
    );
    // Street staff may not open training activities at all: no activity notice reaches them.
    expect(await ids('street')).toEqual([]);
  });
});
