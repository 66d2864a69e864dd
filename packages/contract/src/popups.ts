import { z } from 'zod';
import { AnnouncementTypeSchema } from './announcements.js';

/** Popup lists take `type=2` (SPEC §9); the server accepts only that value. */
export const PopupListQuerySchema = z.object({ type: z.coerce.number().int().pipe(z.literal(2)).default(2) });

/** SPEC §3 latest-announcement popup. The dialog opens only if `hasFail` is true. */
export const LatestAnnouncementPopupSchema = z.object({
  hasFail: z.boolean(),
  info: z
    .object({
      id: z.number().int(),
      title: z.string(),
      anannouncement_type: AnnouncementTypeSchema,
      content: z.string(),
    })
    .nullable(),
  fileInfoList: z.array(z.object({ id: z.number().int(), fileName: z.string() })),
  announcementPopUpsNotReadCount: z.number().int(),
});
export type LatestAnnouncementPopup = z.infer<typeof LatestAnnouncementPopupSchema>;

/** SPEC §3 unread announcement. */
export const UnreadAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  anannouncement_type: AnnouncementTypeSchema,
  announcement_type_name: z.string(),
  /** When it was published (ISO instant). */
  createTime: z.string(),
});
export const UnreadAnnouncementListSchema = z.object({ list: z.array(UnreadAnnouncementSchema) });

/** SPEC §3 unpaid-fee notice. */
export const FeeNoticeSchema = z.object({ id: z.number().int(), title: z.string(), createTime: z.string() });
export const FeeNoticeListSchema = z.object({ list: z.array(FeeNoticeSchema) });

/** SPEC §3 unread activity notice; `activity_id` opens /trainingActivityManagement/detail. */
export const ActivityNoticeSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createTime: z.string(),
});
export const ActivityNoticeListSchema = z.object({ list: z.array(ActivityNoticeSchema) });

/** The bell's tabs that can be marked read at once (agenda items are work to do, not notices). */
export const NoticeKindSchema = z.enum(['messages', 'announcements', 'fees', 'activities']);
export type NoticeKind = z.infer<typeof NoticeKindSchema>;

/** `PUT /admin/msg/notices/read/all`: 全部已读 for one tab of the bell. */
export const ReadAllNoticesSchema = z.object({ kind: NoticeKindSchema });
export const ReadAllNoticesResultSchema = z.object({ count: z.number().int().nonnegative() });
