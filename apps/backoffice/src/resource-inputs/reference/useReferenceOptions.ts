import { getResourceOptions } from '@eldercare/api-client';
import { useApiQuery } from '@eldercare/api-client/react';
import { useResourceHost } from '@eldercare/admin-kit';

/** Most pickers are answered by the first page; typing narrows it on the server. */
const PICKER_SIZE = 50;

/**
 * id + label choices of a referenced module, filtered by `keyword` (and, given, by the provider
 * the records belong to) on the server.
 */
export function useReferenceOptions(module: string, keyword = '', enabled = true, providerId?: number) {
  const { keys } = useResourceHost();
  return useApiQuery(
    keys.options(module, keyword, providerId),
    (client, options) =>
      getResourceOptions(
        client,
        module,
        { size: PICKER_SIZE, ...(keyword ? { keyword } : {}), ...(providerId ? { providerId } : {}) },
        { ...options, loading: false },
      ),
    { enabled, staleTime: 30_000 },
  );
}

/**
 * Labels of chosen ids (a value the first page of a search does not hold), in the caller's
 * scope; an id outside it stays unlabelled.
 */
export function useReferenceLabels(module: string, ids: readonly number[]) {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const { keys } = useResourceHost();
  return useApiQuery(
    keys.labels(module, key),
    (client, options) =>
      getResourceOptions(client, module, { ids: key, size: PICKER_SIZE }, { ...options, loading: false }),
    { enabled: key !== '', staleTime: 30_000 },
  );
}
