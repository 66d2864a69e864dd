import { describe, expect, it } from 'vitest';
import { activityRoute, announcementRoute, isAnnouncementNotice } from './notice-routes';

describe('notice routes (SPEC §2)', () => {
  it('opens announcements of type 3 or lower under vocational skills, higher under association', () => {
    for (const type of [1, 2, 3]) {
      expect(announcementRoute(7, type, '查看公告')).toBe(
        '/announcements/vocationalSkills/detail/7?modelType=look&_title=%E6%9F%A5%E7%9C%8B%E5%85%AC%E5%91%8A&noBack=true',
      );
    }
    expect(announcementRoute(8, 4, '查看公告')).toMatch(
      /^\/announcements\/association\/detail\/8\?modelType=look&/,
    );
  });

  it('opens an activity notice at the training activity detail with type=look and the activity id', () => {
    const url = new URL(activityRoute(42, '查看活动'), 'http://x');
    expect(url.pathname).toBe('/trainingActivityManagement/detail');
    expect(Object.fromEntries(url.searchParams)).toEqual({ _title: '查看活动', type: 'look', id: '42' });
  });

  it('tells a notice (the site announcement) from the module record opened at the same path', () => {
    for (const type of [1, 3, 4, 5]) {
      const url = new URL(announcementRoute(5, type, '查看公告'), 'http://x');
      expect(isAnnouncementNotice(url.pathname, url.searchParams)).toBe(true);
    }
    const fromList = new URL('http://x/announcements/vocationalSkills/detail/5?modelType=look');
    expect(isAnnouncementNotice(fromList.pathname, fromList.searchParams)).toBe(false);
    const other = new URL('http://x/newsTrends/detail/5?modelType=look&noBack=true');
    expect(isAnnouncementNotice(other.pathname, other.searchParams)).toBe(false);
  });
});
