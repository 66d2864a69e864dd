/** SPEC §2 "notice routes opened by clicking an unread notice". */

/** Where announcements of type 3 or lower open; higher types open under the association. */
export const VOCATIONAL_ANNOUNCEMENT_ROUTE = '/announcements/vocationalSkills/detail';
export const ASSOCIATION_ANNOUNCEMENT_ROUTE = '/announcements/association/detail';

/** The marker every notice route carries (SPEC §2): the page shows the notice, not a module record. */
export const NOTICE_QUERY = 'noBack';

export function announcementRoute(id: number, type: number, title: string): string {
  const base = type <= 3 ? VOCATIONAL_ANNOUNCEMENT_ROUTE : ASSOCIATION_ANNOUNCEMENT_ROUTE;
  const query = new URLSearchParams({ modelType: 'look', _title: title, [NOTICE_QUERY]: 'true' });
  return `${base}/${id}?${query.toString()}`;
}

/**
 * The announcement detail routes are also the detail pages of the two association announcement
 * modules; opened from a notice (`noBack=true`) they show the site announcement the notice is
 * about (`/biz/site/announcement/{id}`), whose ids are not the module's record ids.
 */
export function isAnnouncementNotice(pathname: string, search: URLSearchParams): boolean {
  const base = pathname.replace(/\/[^/]+$/, '');
  return (
    (base === VOCATIONAL_ANNOUNCEMENT_ROUTE || base === ASSOCIATION_ANNOUNCEMENT_ROUTE) &&
    search.get(NOTICE_QUERY) === 'true'
  );
}

export function activityRoute(activityId: number, title: string): string {
  const query = new URLSearchParams({ _title: title, type: 'look', id: String(activityId) });
  return `/trainingActivityManagement/detail?${query.toString()}`;
}

export function messageRoute(id: number, title: string): string {
  return `/message/messageDetails?${new URLSearchParams({ id: String(id), _title: title }).toString()}`;
}
