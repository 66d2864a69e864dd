import type { useNotices } from './useNotices';

export type Notices = ReturnType<typeof useNotices>;
export type PopupKind = 'latest' | 'fee' | 'activity' | 'reminder';

/** The notice centre's sections the notices call for, in SPEC §4/§6's order. */
export function popupQueue(notices: Notices): PopupKind[] {
  const queue: PopupKind[] = [];
  if (notices.latest?.hasFail && notices.latest.info) queue.push('latest');
  if (notices.fees[0]) queue.push('fee');
  if (notices.activities[0]) queue.push('activity');
  if (notices.reminders[0]) queue.push('reminder');
  return queue;
}

/**
 * "您还有 N 条未读公告" under the latest announcement: the unread announcements the bell lists
 * besides the one shown, so the popup and the bell agree (the server's popup count covers only
 * pop-up announcements).
 */
export function otherUnreadAnnouncements(notices: Pick<Notices, 'announcements' | 'latest'>): number {
  const shown = notices.latest?.info?.id;
  return notices.announcements.filter((a) => a.id !== shown).length;
}
