import { useAreaTree } from '@eldercare/api-client/react';
import { useMemo } from 'react';
import { areaLookup, type AreaLookup } from './area-lookup';

/** The area tree as picker options and name lookups; undefined while it loads. */
export function useAreaLookup(): { lookup: AreaLookup | undefined; isLoading: boolean } {
  const { data, isLoading } = useAreaTree();
  const lookup = useMemo(() => (data ? areaLookup(data) : undefined), [data]);
  return { lookup, isLoading };
}
