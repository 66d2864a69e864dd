import type { ApiClient, CallOptions } from '../client/types.js';
import { call, type QueryOf } from './call.js';

/** SPEC §7 Messages and reminders. Failures outside the catalogue show SPEC §8's message texts. */

export const getMessageCount = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'messageCount', method: 'GET', path: '/admin/msg/receive/count' }, {}, options);

/** The message summary: received messages (paged) and the agenda. */
export const getMessageSummary = (
  client: ApiClient,
  query: QueryOf<'messages'> = {},
  options?: CallOptions,
) =>
  call(
    client,
    { name: 'messages', method: 'GET', path: '/admin/msg/receive/' },
    { query },
    { failureMessage: 'apiClient.message.listFailed', ...options },
  );

/** One message the caller received (code 50015 when it is not theirs or does not exist). */
export const getMessage = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'messageDetail', method: 'GET', path: '/admin/msg/receive/detail/:id' },
    { params: { id } },
    options,
  );

export const markMessageRead = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'readMessage', method: 'GET', path: '/admin/msg/receive/read/state/:id' },
    { params: { id } },
    { failureMessage: 'apiClient.message.statusFailed', ...options },
  );

/** Business reminders due for the caller (`data` is the list). */
export const getReminders = (client: ApiClient, options?: CallOptions) =>
  call(
    client,
    { name: 'reminders', method: 'GET', path: '/biz/pengpu/remind/config/getNeedRemind' },
    {},
    options,
  );
