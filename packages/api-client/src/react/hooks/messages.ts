import { useQueryClient } from '@tanstack/react-query';
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

/**
 * SPEC §4: marking a message read reloads the summary and the count. The open message (its
 * detail query) shows read as soon as the server confirms, without waiting for those reloads.
 */
export const useMarkMessageRead = (options?: MutationHookOptions<DataOf<'readMessage'>, number>) => {
  const queryClient = useQueryClient();
  return useApiMutation(
    async (client, id: number) => {
      const result = await markMessageRead(client, id, { failureMessage: 'apiClient.message.statusFailed' });
      queryClient.setQueryData<DataOf<'messageDetail'>>(apiKeys.messages.detail(id), (message) =>
        message ? { ...message, readState: '1' } : message,
      );
      return result;
    },
    invalidatedBy.readMessage,
    options,
  );
};
