import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../src/contract.js';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  getLatestAnnouncementPopup,
  getMessageCount,
  getMessageSummary,
  getReminders,
  listAnnouncements,
  listUnpaidFees,
  listUnreadActivities,
  listUnreadAnnouncements,
  markMessageRead,
  publishAnnouncement,
  publishAnnouncements,
  readActivityNotice,
  readAnnouncementPopup,
  readFeeNotice,
  updateAnnouncement,
  withdrawAnnouncement,
} from '../src/index.js';
import { failure } from './helpers/failure.js';
import { signedIn } from './helpers/signed-in.js';

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn('admin');
});

describe('messages and reminders against the real server', () => {
  it('count, summary with agenda, mark read, reminders', async () => {
    const user = await signedIn('operator');
    const before = endpoints.messageCount.response.parse(await getMessageCount(user.client));
    const summary = endpoints.messages.response.parse(
      await getMessageSummary(user.client, { readState: '0', size: 50 }),
    );
    expect(summary.bizSysMsgReceiveIPage.records.length).toBeGreaterThan(0);
    expect(summary.agendaTotalVoList.list.length).toBeGreaterThan(0);
    const first = summary.bizSysMsgReceiveIPage.records[0]!;
    expect(await markMessageRead(user.client, first.id)).toBeNull();
    const after = await getMessageCount(user.client);
    expect(after.unread).toBe(before.unread - 1);
    const unread = await getMessageSummary(user.client, { readState: '0', size: 50 });
    expect(unread.bizSysMsgReceiveIPage.records.map((m) => m.id)).not.toContain(first.id);
    const reminders = endpoints.reminders.response.parse(await getReminders(user.client));
    expect(reminders.length).toBeGreaterThan(0);
  });

  it('marking a message that is not the caller’s fails with 50015', async () => {
    const user = await signedIn('lishan');
    const error = await failure(markMessageRead(user.client, 999_999));
    expect(error.code).toBe(50015);
    expect(user.errors).toEqual([{ message: error.msg, durationMs: 5000 }]);
  });
});

describe('announcements against the real server', () => {
  it('creates, reads, updates, publishes, withdraws, batch-publishes and deletes', async () => {
    const { id } = await createAnnouncement(admin.client, {
      title: '客户端测试公告',
      content: '<p>正文</p><script>alert(1)</script>',
      anannouncement_type: 4,
      popUp: true,
      files: [{ fileName: '附件.pdf', url: '/files/a.pdf' }],
    });
    const created = endpoints.getAnnouncement.response.parse(await getAnnouncement(admin.client, id));
    expect(created).toMatchObject({ title: '客户端测试公告', upNews: '0', popUp: true });
    expect(created.content).not.toContain('<script>');
    expect(created.fileInfoList.map((f) => f.fileName)).toEqual(['附件.pdf']);

    await updateAnnouncement(admin.client, {
      id,
      version: created.version,
      title: '客户端测试公告（改）',
      content: '<p>新</p>',
      anannouncement_type: 4,
    });
    expect((await getAnnouncement(admin.client, id)).title).toBe('客户端测试公告（改）');

    expect(await publishAnnouncement(admin.client, id)).toBeNull();
    expect((await getAnnouncement(admin.client, id)).upNews).toBe('1');
    expect(await withdrawAnnouncement(admin.client, id)).toBeNull();
    expect((await getAnnouncement(admin.client, id)).upNews).toBe('0');
    expect(await publishAnnouncements(admin.client, [id])).toEqual({ published: 1 });

    const page = endpoints.listAnnouncements.response.parse(
      await listAnnouncements(admin.client, { title: '客户端测试', upNews: '1', current: 1, size: 10 }),
    );
    expect(page.records.map((a) => a.id)).toContain(id);

    expect(await deleteAnnouncement(admin.client, id)).toBeNull();
    expect((await failure(getAnnouncement(admin.client, id))).code).toBe(50015);
  });

  it('a user without the permission gets 403 on writes', async () => {
    const street = await signedIn('street');
    const error = await failure(
      createAnnouncement(street.client, { title: 't', content: 'c', anannouncement_type: 1 }),
    );
    expect(error.code).toBe(403);
  });
});

describe('popups and notices against the real server', () => {
  it('latest announcement popup, then reading it moves the popup on', async () => {
    const user = await signedIn('association');
    const latest = endpoints.latestAnnouncementPopup.response.parse(
      await getLatestAnnouncementPopup(user.client),
    );
    expect(latest.hasFail).toBe(true);
    const id = latest.info!.id;
    expect(await readAnnouncementPopup(user.client, id)).toBeNull();
    const next = await getLatestAnnouncementPopup(user.client);
    expect(next.info?.id).not.toBe(id);
    expect(next.announcementPopUpsNotReadCount).toBe(latest.announcementPopUpsNotReadCount - 1);
  });

  it('unread announcements: reading one removes it from the list', async () => {
    const user = await signedIn('institution');
    const { list } = endpoints.unreadAnnouncements.response.parse(await listUnreadAnnouncements(user.client));
    expect(list.length).toBeGreaterThan(0);
    await readAnnouncementPopup(user.client, list[0]!.id);
    const after = await listUnreadAnnouncements(user.client);
    expect(after.list.map((a) => a.id)).not.toContain(list[0]!.id);
  });

  it('unpaid fees: closing marks the first read', async () => {
    const user = await signedIn('secretariat');
    const { list } = endpoints.unpaidFees.response.parse(await listUnpaidFees(user.client));
    expect(list.length).toBeGreaterThan(0);
    expect(await readFeeNotice(user.client, list[0]!.id)).toBeNull();
    expect((await listUnpaidFees(user.client)).list).toHaveLength(list.length - 1);
  });

  it('unread activities: reading one removes it', async () => {
    const user = await signedIn('association');
    const { list } = endpoints.unreadActivities.response.parse(await listUnreadActivities(user.client));
    expect(list.length).toBeGreaterThan(0);
    await readActivityNotice(user.client, list[0]!.id);
    expect((await listUnreadActivities(user.client)).list.map((n) => n.id)).not.toContain(list[0]!.id);
  });

  it('reading a notice that does not exist shows the catalogue message (50015)', async () => {
    const user = await signedIn('association');
    const error = await failure(readFeeNotice(user.client, 999_999));
    expect(error.code).toBe(50015);
    expect(user.errors).toEqual([{ message: error.msg, durationMs: 5000 }]);
  });
});
