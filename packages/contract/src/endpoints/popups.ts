import { AnnouncementSchema } from '../announcements.js';
import { defineEndpoint } from '../endpoint.js';
import { EmptySchema, IdParamsSchema, IdQuerySchema } from '../envelope.js';
import { SIGNED_IN } from '../permissions.js';
import {
  ActivityNoticeListSchema,
  FeeNoticeListSchema,
  LatestAnnouncementPopupSchema,
  PopupListQuerySchema,
  ReadAllNoticesResultSchema,
  ReadAllNoticesSchema,
  UnreadAnnouncementListSchema,
} from '../popups.js';

/** Popups and notices per user: reading is remembered. */
export const popupEndpoints = {
  latestAnnouncementPopup: defineEndpoint({
    method: 'GET',
    path: '/biz/site/announcement/user/pop/ups',
    permission: SIGNED_IN,
    tag: 'popups',
    summary: 'Latest unread popup announcement',
    response: LatestAnnouncementPopupSchema,
  }),
  readAnnouncementPopup: defineEndpoint({
    method: 'GET',
    path: '/biz/site/announcement/user/pop/ups/read',
    permission: SIGNED_IN,
    tag: 'popups',
    summary: 'Mark an announcement read',
    query: IdQuerySchema,
    response: EmptySchema,
  }),
  unreadAnnouncements: defineEndpoint({
    method: 'GET',
    path: '/biz/site/announcement/user/pop/ups/list',
    permission: SIGNED_IN,
    tag: 'popups',
    summary: 'Unread announcements',
    query: PopupListQuerySchema,
    response: UnreadAnnouncementListSchema,
  }),
  noticeAnnouncement: defineEndpoint({
    method: 'GET',
    path: '/biz/site/announcement/user/pop/ups/detail/:id',
    permission: SIGNED_IN,
    tag: 'popups',
    summary: 'A published announcement that reaches the caller',
    params: IdParamsSchema,
    response: AnnouncementSchema,
  }),
  unpaidFees: defineEndpoint({
    method: 'GET',
    path: '/biz/bizSiteDemandPaymentUser/pop/ups/list',
    permission: SIGNED_IN,
    tag: 'popups',
    summary: 'Unread unpaid-fee notices',
    query: PopupListQuerySchema,
    response: FeeNoticeListSchema,
  }),
  readFee: defineEndpoint({
    method: 'GET',
    path: '/biz/bizSiteDemandPaymentUser/pop/ups/read',
    permission: SIGNED_IN,
    tag: 'popups',
    summary: 'Mark a fee notice read',
    query: IdQuerySchema,
    response: EmptySchema,
  }),
  unreadActivities: defineEndpoint({
    method: 'GET',
    path: '/biz/site/activity/announcement/user/pop/ups/list',
    permission: SIGNED_IN,
    tag: 'popups',
    summary: 'Unread activity notices',
    query: PopupListQuerySchema,
    response: ActivityNoticeListSchema,
  }),
  readActivity: defineEndpoint({
    method: 'GET',
    path: '/biz/site/activity/announcement/user/pop/ups/read',
    permission: SIGNED_IN,
    tag: 'popups',
    summary: 'Mark an activity notice read',
    query: IdQuerySchema,
    response: EmptySchema,
  }),
  readAllNotices: defineEndpoint({
    method: 'PUT',
    path: '/admin/msg/notices/read/all',
    permission: SIGNED_IN,
    tag: 'popups',
    summary: 'Mark every unread notice of one bell tab read (messages, announcements, fees or activities)',
    body: ReadAllNoticesSchema,
    response: ReadAllNoticesResultSchema,
  }),
} as const;
