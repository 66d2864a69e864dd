import { getAreaTree } from '../../endpoints/areas.js';
import type { DataOf } from '../../endpoints/call.js';
import { apiKeys } from '../query-keys.js';
import { useApiQuery, type QueryHookOptions } from '../use-api-query.js';

/**
 * Areas change a few times a year: one load per session is enough. A reload after the stale time
 * is cheap anyway (the server answers 304 while the tree is unchanged). Stays out of the loading
 * mask, since pickers and list cells render without it.
 */
export const useAreaTree = (options?: QueryHookOptions<DataOf<'areaTree'>>) =>
  useApiQuery(apiKeys.areas.tree(), getAreaTree, {
    staleTime: 60 * 60_000,
    gcTime: Infinity,
    ...options,
    call: { loading: false, ...options?.call },
  });
