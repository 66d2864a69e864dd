import { resourceKeysOf } from '@eldercare/admin-kit';
import { getResource, type ApiClient } from '@eldercare/api-client';
import { apiKeys } from '@eldercare/api-client/react';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { currentDataType, getSession, subscribeSession } from '../../../session/session-store';

/** How long a record read ahead of its page waits for it: one not shown by then is not shown stale. */
export const READ_AHEAD_MS = 10_000;

const resourceKeys = resourceKeysOf(apiKeys.all);

/**
 * A record read ahead of its detail page, under the key the kit's detail page reads: the page finds
 * it in the cache, or joins the call still out, instead of asking again. It is asked quietly: after
 * a failure the page asks again and reports it as usual (at once when it is already waiting for this
 * call, else on mounting, as the cache then holds no record). Unclaimed, it leaves the cache after the
 * window (`gcTime`); the page's own query keeps it as long as the page needs it.
 */
export const recordAheadQuery = (client: ApiClient, module: string, id: number) =>
  queryOptions({
    queryKey: resourceKeys.detail(module, id),
    queryFn: async ({ signal, client: queryClient, queryKey }) => {
      try {
        return await getResource(client, module, id, { signal, notify: false, loading: false });
      } catch (error) {
        const pageWaiting = queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount();
        if (pageWaiting) return getResource(client, module, id, { signal });
        throw error;
      }
    },
    staleTime: READ_AHEAD_MS,
    gcTime: READ_AHEAD_MS,
  });

/**
 * Starts fetching the record a detail route is about to show. On a full page load it goes out
 * before the user info, in the stored data type or 'prod': if the user info then says otherwise,
 * the record is dropped and the page reads it in the user's data type.
 */
export function readRecordAhead(
  queryClient: QueryClient,
  client: ApiClient,
  module: string,
  id: number,
): void {
  const query = recordAheadQuery(client, module, id);
  void queryClient.prefetchQuery(query);
  if (getSession().user) return;
  const sentIn = currentDataType();
  const stop = subscribeSession(() => {
    stop();
    if (currentDataType() !== sentIn) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  });
}
