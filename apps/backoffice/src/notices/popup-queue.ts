import type { useNotices } from './useNotices';

export type Notices = ReturnType<typeof useNotices>;
export type PopupKind = 'latest' | 'fee' | 'activity' | 'reminder';

/** The popups the notices call for, in the order SPEC §4/§6 shows them (one at a time). */
export function popupQueue(notices: Notices): PopupKind[] {
  const queue: PopupKind[] = [];
  if (notices.latest?.hasFail && notices.latest.info) queue.push('latest');
  if (notices.fees[0]) queue.push('fee');
  if (notices.activities[0]) queue.push('activity');
  if (notices.reminders[0]) queue.push('reminder');
  return queue;
}
