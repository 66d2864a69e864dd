import { useAreaTree } from '@eldercare/api-client/react';
import { useMemo } from 'react';
import { areaLookup, type AreaLookup } from './area-lookup';

/**
 * The area tree as picker options and name lookups; undefined while it loads or after it failed.
 * A failed tree is asked for again on the next window focus and by `retry`.
 */
export function useAreaLookup(): {
  lookup: AreaLookup | undefined;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
} {
  const { data, isLoading, isError, refetch } = useAreaTree({ refetchOnWindowFocus: true });
  const lookup = useMemo(() => (data ? areaLookup(data) : undefined), [data]);
  return { lookup, isLoading, isError, retry: () => void refetch() };
}
