import type { NoticeKind } from '@eldercare/contract';
import type { ApiClient, CallOptions } from '../client/types.js';
import { call } from './call.js';

/**
 * SPEC §7 Popups and notices. Lists ask for `type=2` (SPEC §9); failures outside the catalogue
 * show SPEC §8's notice texts with the server's `{msg}`.
 */

const POPUP_LIST = { type: 2 } as const;

/** The latest-announcement popup; the dialog opens only if `hasFail` is true. */
export const getLatestAnnouncementPopup = (client: ApiClient, options?: CallOptions) =>
  call(
    client,
    { name: 'latestAnnouncementPopup', method: 'GET', path: '/biz/site/announcement/user/pop/ups' },
    {},
    { failureMessage: 'apiClient.notice.latestAnnouncementFailed', ...options },
  );

export const readAnnouncementPopup = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'readAnnouncementPopup', method: 'GET', path: '/biz/site/announcement/user/pop/ups/read' },
    { query: { id } },
    { failureMessage: 'apiClient.notice.markReadFailed', ...options },
  );

export const listUnreadAnnouncements = (client: ApiClient, options?: CallOptions) =>
  call(
    client,
    { name: 'unreadAnnouncements', method: 'GET', path: '/biz/site/announcement/user/pop/ups/list' },
    { query: POPUP_LIST },
    { failureMessage: 'apiClient.notice.unreadFailed', ...options },
  );

/** A published announcement that reaches the caller (the notice routes of SPEC §2). */
export const getNoticeAnnouncement = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    {
      name: 'noticeAnnouncement',
      method: 'GET',
      path: '/biz/site/announcement/user/pop/ups/detail/:id',
    },
    { params: { id } },
    options,
  );

export const listUnpaidFees = (client: ApiClient, options?: CallOptions) =>
  call(
    client,
    { name: 'unpaidFees', method: 'GET', path: '/biz/bizSiteDemandPaymentUser/pop/ups/list' },
    { query: POPUP_LIST },
    { failureMessage: 'apiClient.notice.unreadFailed', ...options },
  );

export const readFeeNotice = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'readFee', method: 'GET', path: '/biz/bizSiteDemandPaymentUser/pop/ups/read' },
    { query: { id } },
    { failureMessage: 'apiClient.notice.markReadFailed', ...options },
  );

export const listUnreadActivities = (client: ApiClient, options?: CallOptions) =>
  call(
    client,
    { name: 'unreadActivities', method: 'GET', path: '/biz/site/activity/announcement/user/pop/ups/list' },
    { query: POPUP_LIST },
    { failureMessage: 'apiClient.notice.unreadFailed', ...options },
  );

export const readActivityNotice = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'readActivity', method: 'GET', path: '/biz/site/activity/announcement/user/pop/ups/read' },
    { query: { id } },
    { failureMessage: 'apiClient.notice.markReadFailed', ...options },
  );

/** 全部已读 for one bell tab (messages, announcements, fees or activities); answers how many. */
export const readAllNotices = (client: ApiClient, kind: NoticeKind, options?: CallOptions) =>
  call(
    client,
    { name: 'readAllNotices', method: 'PUT', path: '/admin/msg/notices/read/all' },
    { body: { kind } },
    { failureMessage: 'apiClient.notice.markReadFailed', ...options },
  );
