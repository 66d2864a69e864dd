import { defineEndpoint } from '../endpoint.js';
import { EmptySchema, IdParamsSchema } from '../envelope.js';
import {
  MessageCountSchema,
  MessageListQuerySchema,
  MessageRecordSchema,
  MessageSummarySchema,
} from '../messages.js';
import { SIGNED_IN } from '../permissions.js';
import { ReminderListSchema } from '../reminders.js';

/** Received messages and business reminders. */
export const messageEndpoints = {
  messageCount: defineEndpoint({
    method: 'GET',
    path: '/admin/msg/receive/count',
    permission: SIGNED_IN,
    tag: 'messages',
    summary: 'Unread messages and agenda total',
    response: MessageCountSchema,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/admin/msg/receive/',
    permission: SIGNED_IN,
    tag: 'messages',
    summary: 'Message summary: received messages (paged) and agenda',
    query: MessageListQuerySchema,
    response: MessageSummarySchema,
  }),
  readMessage: defineEndpoint({
    method: 'GET',
    path: '/admin/msg/receive/read/state/:id',
    permission: SIGNED_IN,
    tag: 'messages',
    summary: 'Mark a received message read',
    params: IdParamsSchema,
    response: EmptySchema,
  }),
  messageDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/msg/receive/detail/:id',
    permission: SIGNED_IN,
    tag: 'messages',
    summary: 'One message the caller received (another user’s answers 50015)',
    params: IdParamsSchema,
    response: MessageRecordSchema,
  }),
  reminders: defineEndpoint({
    method: 'GET',
    path: '/biz/pengpu/remind/config/getNeedRemind',
    permission: SIGNED_IN,
    tag: 'messages',
    summary: 'Business reminders due for the caller',
    response: ReminderListSchema,
  }),
} as const;
