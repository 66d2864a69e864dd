import type { BodyOf, DataOf, QueryOf } from '../../endpoints/call.js';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  publishAnnouncement,
  publishAnnouncements,
  updateAnnouncement,
  withdrawAnnouncement,
} from '../../endpoints/announcements.js';
import { apiKeys, invalidatedBy } from '../query-keys.js';
import {
  useApiMutation,
  useApiQuery,
  type MutationHookOptions,
  type QueryHookOptions,
} from '../use-api-query.js';

export const useAnnouncements = (
  query: QueryOf<'listAnnouncements'> = {},
  options?: QueryHookOptions<DataOf<'listAnnouncements'>>,
) =>
  useApiQuery(
    apiKeys.announcements.list(query),
    (client, call) => listAnnouncements(client, query, call),
    options,
  );

export const useAnnouncement = (id: number, options?: QueryHookOptions<DataOf<'getAnnouncement'>>) =>
  useApiQuery(apiKeys.announcements.detail(id), (client, call) => getAnnouncement(client, id, call), options);

export const useCreateAnnouncement = (
  options?: MutationHookOptions<DataOf<'createAnnouncement'>, BodyOf<'createAnnouncement'>>,
) =>
  useApiMutation(
    (client, body: BodyOf<'createAnnouncement'>) => createAnnouncement(client, body),
    invalidatedBy.announcements,
    options,
  );

export const useUpdateAnnouncement = (
  options?: MutationHookOptions<DataOf<'updateAnnouncement'>, BodyOf<'updateAnnouncement'>>,
) =>
  useApiMutation(
    (client, body: BodyOf<'updateAnnouncement'>) => updateAnnouncement(client, body),
    invalidatedBy.announcements,
    options,
  );

export const useDeleteAnnouncement = (options?: MutationHookOptions<DataOf<'deleteAnnouncement'>, number>) =>
  useApiMutation(
    (client, id: number) => deleteAnnouncement(client, id),
    invalidatedBy.announcements,
    options,
  );

export const usePublishAnnouncement = (
  options?: MutationHookOptions<DataOf<'publishAnnouncement'>, number>,
) =>
  useApiMutation(
    (client, id: number) => publishAnnouncement(client, id),
    invalidatedBy.announcements,
    options,
  );

export const useWithdrawAnnouncement = (
  options?: MutationHookOptions<DataOf<'withdrawAnnouncement'>, number>,
) =>
  useApiMutation(
    (client, id: number) => withdrawAnnouncement(client, id),
    invalidatedBy.announcements,
    options,
  );

export const usePublishAnnouncements = (
  options?: MutationHookOptions<DataOf<'publishAnnouncements'>, number[]>,
) =>
  useApiMutation(
    (client, ids: number[]) => publishAnnouncements(client, ids),
    invalidatedBy.announcements,
    options,
  );
