import { describe, expect, it } from 'vitest';
import { otherUnreadAnnouncements } from './popup-queue';

const announcement = (id: number) => ({
  id,
  title: `公告${id}`,
  anannouncement_type: 1,
  announcement_type_name: '职业技能公告',
  createTime: '2026-11-20T08:00:00.000Z',
});

describe('the latest-announcement popup', () => {
  it('counts the other unread announcements the bell lists, not only the pop-up ones', () => {
    const notices = {
      announcements: [2, 3, 5, 6, 1].map(announcement),
      latest: {
        hasFail: true,
        info: { id: 2, title: '会员大会', anannouncement_type: 5, content: '<p>x</p>' },
        fileInfoList: [],
        announcementPopUpsNotReadCount: 2,
      },
    };
    expect(otherUnreadAnnouncements(notices)).toBe(4);
    expect(otherUnreadAnnouncements({ announcements: [], latest: undefined })).toBe(0);
  });
});
