import { useQuery } from '@tanstack/react-query';
import type { ResourceDataSource } from '../data/resource-data-source';
import { resourceKeys } from '../data/resource-keys';

/** The record a detail page shows; no query in add mode. */
export function useDetailRecord(source: ResourceDataSource, id: number | undefined) {
  return useQuery({
    queryKey: resourceKeys.detail(source.module, id ?? 0),
    queryFn: ({ signal }) => source.get(id ?? 0, { signal }),
    enabled: id !== undefined,
    // An open form must not be refilled behind the user's back; the page reloads on purpose.
    refetchOnWindowFocus: false,
  });
}
