import type { ResourceRecord } from '@eldercare/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResourceDataSource } from '../data/resource-data-source';
import { useResourceHost } from '../host/resource-host';

/** The record a detail page shows; no query in add mode. */
export function useDetailRecord(source: ResourceDataSource, id: number | undefined) {
  const { keys } = useResourceHost();
  return useQuery({
    queryKey: keys.detail(source.module, id ?? 0),
    queryFn: ({ signal }) => source.get(id ?? 0, { signal }),
    enabled: id !== undefined,
    // An open form must not be refilled behind the user's back; the page reloads on purpose.
    refetchOnWindowFocus: false,
  });
}

/**
 * The record as the cache holds it now. A write through the page's data source reloads the
 * module's active queries before it resolves (`withInvalidation`), so after an awaited save this
 * is already the saved record: reading it here instead of refetching keeps a save to one reload.
 */
export function useCachedRecord(source: ResourceDataSource, id: number | undefined) {
  const queryClient = useQueryClient();
  const { keys } = useResourceHost();
  return useCallback(
    () =>
      id === undefined ? undefined : queryClient.getQueryData<ResourceRecord>(keys.detail(source.module, id)),
    [queryClient, keys, source.module, id],
  );
}
