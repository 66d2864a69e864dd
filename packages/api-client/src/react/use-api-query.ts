import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiError } from '../client/api-error.js';
import type { ApiClient, CallOptions } from '../client/types.js';
import { useApiClient } from './ApiClientProvider.js';

/**
 * Every react-query option but the key and the fetcher, which the hook owns, plus `call`: the
 * per-request switches (loading-mask opt-out, SPEC §8 notice failure templates, no toast).
 */
export type QueryHookOptions<T> = Omit<UseQueryOptions<T, ApiError, T>, 'queryKey' | 'queryFn'> & {
  call?: Omit<CallOptions, 'signal'>;
};
export type MutationHookOptions<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'>;

type QueryKey = readonly unknown[];

/** A read call as a query; react-query's abort signal cancels the HTTP request. */
export function useApiQuery<T>(
  queryKey: QueryKey,
  fetch: (client: ApiClient, options: CallOptions) => Promise<T>,
  options?: QueryHookOptions<T>,
): UseQueryResult<T, ApiError> {
  const client = useApiClient();
  const { call, ...queryOptions } = options ?? {};
  return useQuery<T, ApiError, T>({
    ...queryOptions,
    queryKey,
    queryFn: ({ signal }) => fetch(client, { ...call, signal }),
  });
}

/**
 * A write call as a mutation that reloads `invalidates` before it settles, so a caller awaiting
 * `mutateAsync` sees fresh lists (SPEC §4: marking read reloads the unread list / summary).
 */
export function useApiMutation<T, V>(
  mutate: (client: ApiClient, variables: V) => Promise<T>,
  invalidates: readonly QueryKey[],
  options?: MutationHookOptions<T, V>,
): UseMutationResult<T, ApiError, V> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<T, ApiError, V>({
    ...options,
    mutationFn: (variables) => mutate(client, variables),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options?.onSuccess?.(...args);
    },
  });
}
