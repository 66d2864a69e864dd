import type { DataOf, QueryOf } from '../../endpoints/call.js';
import {
  getMessage,
  getMessageCount,
  getMessageSummary,
  getReminders,
  markMessageRead,
} from '../../endpoints/messages.js';
import { apiKeys, invalidatedBy } from '../query-keys.js';
import {
  useApiMutation,
  useApiQuery,
  type MutationHookOptions,
  type QueryHookOptions,
} from '../use-api-query.js';

export const useMessageCount = (options?: QueryHookOptions<DataOf<'messageCount'>>) =>
  useApiQuery(apiKeys.messages.count(), getMessageCount, options);

export const useMessageSummary = (
  query: QueryOf<'messages'> = {},
  options?: QueryHookOptions<DataOf<'messages'>>,
) =>
  useApiQuery(
    apiKeys.messages.summary(query),
    (client, call) =>
      getMessageSummary(client, query, { failureMessage: 'apiClient.message.listFailed', ...call }),
    options,
  );

/** One received message; marking it read reloads it (its key lies under the messages). */
export const useMessage = (id: number, options?: QueryHookOptions<DataOf<'messageDetail'>>) =>
  useApiQuery(apiKeys.messages.detail(id), (client, call) => getMessage(client, id, call), options);

export const useReminders = (options?: QueryHookOptions<DataOf<'reminders'>>) =>
  useApiQuery(apiKeys.messages.reminders(), getReminders, options);

/** SPEC §4: marking a message read reloads the summary and the count. */
export const useMarkMessageRead = (options?: MutationHookOptions<DataOf<'readMessage'>, number>) =>
  useApiMutation(
    (client, id: number) => markMessageRead(client, id, { failureMessage: 'apiClient.message.statusFailed' }),
    invalidatedBy.readMessage,
    options,
  );
