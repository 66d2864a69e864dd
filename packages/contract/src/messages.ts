import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.js';

export const MsgTypeSchema = z.enum(['web_ment', 'sys_notification', 'job_notice']);

/** SPEC §3 message record, as one recipient sees it. */
export const MessageRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  msgType: MsgTypeSchema,
  msgTypeName: z.string(),
  sendObjTypeName: z.string(),
  /** '0' unread, '1' read. */
  readState: z.enum(['0', '1']),
  createTime: z.string(),
});
export type MessageRecord = z.infer<typeof MessageRecordSchema>;

/** SPEC §3 agenda item: something waiting for the user, with how many. */
export const AgendaItemSchema = z.object({
  agendaType: z.string(),
  promptTitle: z.string(),
  total: z.number().int(),
  /** Route of the page that handles it. */
  path: z.string(),
});
export type AgendaItem = z.infer<typeof AgendaItemSchema>;

export const MessageListQuerySchema = PageQuerySchema.extend({
  readState: z.enum(['0', '1']).optional(),
  msgType: MsgTypeSchema.optional(),
  title: z.string().trim().max(100).optional(),
});

/** `GET /admin/msg/receive/`: SPEC §3 message summary (unread page + agenda). */
export const MessageSummarySchema = z.object({
  bizSysMsgReceiveIPage: pageOf(MessageRecordSchema),
  agendaTotalVoList: z.object({ list: z.array(AgendaItemSchema), total: z.number().int() }),
});
export type MessageSummary = z.infer<typeof MessageSummarySchema>;

/** `GET /admin/msg/receive/count`: unread messages plus agenda total. */
export const MessageCountSchema = z.object({
  unread: z.number().int(),
  agenda: z.number().int(),
  total: z.number().int(),
});
