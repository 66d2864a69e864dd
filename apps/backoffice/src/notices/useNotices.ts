/**
 * Everything the notice bell and the popups show, loaded or skipped per SPEC §6: association
 * notices for system admins and account type 8, fees and activities not for the secretariat roles,
 * the latest-announcement popup only for association accounts of the four rent types.
 */
import type { UserInfo } from '@eldercare/api-client/contract';
import {
  useLatestAnnouncementPopup,
  useMessageSummary,
  useReminders,
  useUnpaidFees,
  useUnreadActivities,
  useUnreadAnnouncements,
} from '@eldercare/api-client/react';
import {
  loadsFeeAndActivityNotices,
  loadsLatestAnnouncementPopup,
  showsAssociationNotices,
} from '../session/policy';

const QUIET = { loading: false } as const;

export function useNotices(user: UserInfo) {
  const association = showsAssociationNotices(user);
  const feesAndActivities = loadsFeeAndActivityNotices(user);
  const summary = useMessageSummary({ current: 1, size: 10, readState: '0' }, { call: QUIET });
  const announcements = useUnreadAnnouncements({
    enabled: association,
    call: { ...QUIET, failureMessage: 'apiClient.notice.unreadFailed' },
  });
  const fees = useUnpaidFees({ enabled: association && feesAndActivities, call: QUIET });
  const activities = useUnreadActivities({ enabled: association && feesAndActivities, call: QUIET });
  const latest = useLatestAnnouncementPopup({
    enabled: loadsLatestAnnouncementPopup(user),
    call: { ...QUIET, failureMessage: 'apiClient.notice.latestAnnouncementFailed' },
  });
  const reminders = useReminders({ call: QUIET });

  const messages = summary.data?.bizSysMsgReceiveIPage.records ?? [];
  const agenda = summary.data?.agendaTotalVoList.list ?? [];
  return {
    association,
    feesAndActivities: association && feesAndActivities,
    messages,
    agenda,
    announcements: association ? (announcements.data?.list ?? []) : [],
    fees: association && feesAndActivities ? (fees.data?.list ?? []) : [],
    activities: association && feesAndActivities ? (activities.data?.list ?? []) : [],
    latest: latest.data,
    messagesTotal: summary.data?.bizSysMsgReceiveIPage.total ?? 0,
    agendaTotal: summary.data?.agendaTotalVoList.total ?? 0,
    reminders: reminders.data ?? [],
  };
}
