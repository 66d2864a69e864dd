import type { NoticeKind } from '@eldercare/contract';
import type { DataOf } from '../../endpoints/call.js';
import {
  getLatestAnnouncementPopup,
  getNoticeAnnouncement,
  listUnpaidFees,
  listUnreadActivities,
  listUnreadAnnouncements,
  readActivityNotice,
  readAllNotices,
  readAnnouncementPopup,
  readFeeNotice,
} from '../../endpoints/popups.js';
import { apiKeys, invalidatedBy } from '../query-keys.js';
import {
  useApiMutation,
  useApiQuery,
  type MutationHookOptions,
  type QueryHookOptions,
} from '../use-api-query.js';

/** SPEC §8: a failed mark-read in a notice call says 标记已读失败，失败原因：{msg}. */
const MARK_READ = { failureMessage: 'apiClient.notice.markReadFailed' } as const;

export const useLatestAnnouncementPopup = (options?: QueryHookOptions<DataOf<'latestAnnouncementPopup'>>) =>
  useApiQuery(apiKeys.popups.latestAnnouncement(), getLatestAnnouncementPopup, options);

export const useUnreadAnnouncements = (options?: QueryHookOptions<DataOf<'unreadAnnouncements'>>) =>
  useApiQuery(apiKeys.popups.unreadAnnouncements(), listUnreadAnnouncements, options);

export const useNoticeAnnouncement = (id: number, options?: QueryHookOptions<DataOf<'noticeAnnouncement'>>) =>
  useApiQuery(
    apiKeys.popups.noticeAnnouncement(id),
    (client, call) => getNoticeAnnouncement(client, id, call),
    options,
  );

export const useUnpaidFees = (options?: QueryHookOptions<DataOf<'unpaidFees'>>) =>
  useApiQuery(apiKeys.popups.unpaidFees(), listUnpaidFees, options);

export const useUnreadActivities = (options?: QueryHookOptions<DataOf<'unreadActivities'>>) =>
  useApiQuery(apiKeys.popups.unreadActivities(), listUnreadActivities, options);

/** SPEC §4: a clicked unread announcement becomes read and the unread list reloads. */
export const useReadAnnouncementPopup = (
  options?: MutationHookOptions<DataOf<'readAnnouncementPopup'>, number>,
) =>
  useApiMutation(
    (client, id: number) => readAnnouncementPopup(client, id, MARK_READ),
    invalidatedBy.readAnnouncementPopup,
    options,
  );

/** SPEC §4: closing the fee dialog marks the notice read. */
export const useReadFeeNotice = (options?: MutationHookOptions<DataOf<'readFee'>, number>) =>
  useApiMutation(
    (client, id: number) => readFeeNotice(client, id, MARK_READ),
    invalidatedBy.readFee,
    options,
  );

export const useReadActivityNotice = (options?: MutationHookOptions<DataOf<'readActivity'>, number>) =>
  useApiMutation(
    (client, id: number) => readActivityNotice(client, id, MARK_READ),
    invalidatedBy.readActivity,
    options,
  );

/** 全部已读 of one bell tab: the tab's list, the message summary and the count reload. */
export const useReadAllNotices = (options?: MutationHookOptions<DataOf<'readAllNotices'>, NoticeKind>) =>
  useApiMutation(
    (client, kind: NoticeKind) => readAllNotices(client, kind),
    invalidatedBy.readAllNotices,
    options,
  );
