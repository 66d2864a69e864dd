import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

export interface QueryAgainOptions {
  queryClient: QueryClient;
  /** The key of the list shown now, and the key its new filters make. */
  current: QueryKey;
  next: QueryKey;
  /** Asks the server again for the list shown. */
  refetch: () => unknown;
  /** Shows the list of the new filters (its state change). */
  apply: () => void;
}

/**
 * What 查询 and 重置 do on every list page, the kit's and a host's: they ask the server again even
 * when the filters (and so the cache key) are unchanged or a cached answer for them is still fresh,
 * since another user may just have changed the records. Same key: the list refetches; another key:
 * its cached answer is marked stale first, then the new filters apply.
 */
export function queryAgain({ queryClient, current, next, refetch, apply }: QueryAgainOptions): void {
  if (hashKey(next) === hashKey(current)) {
    void refetch();
    return;
  }
  void queryClient.invalidateQueries({ queryKey: next, exact: true, refetchType: 'none' });
  apply();
}
