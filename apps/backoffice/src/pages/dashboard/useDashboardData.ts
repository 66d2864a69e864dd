import { useQueries, useQuery } from '@tanstack/react-query';
import { listResource, type ApiClient } from '@eldercare/api-client';
import {
  apiKeys,
  useApiClient,
  useDeptTree,
  useDictData,
  useMessageCount,
} from '@eldercare/api-client/react';
import type { DeptNode } from '@eldercare/api-client/contract';
import { nodesAtLevel } from '../system/user/dept-tree';
import { COUNTED_MODULES, FACILITY_MODULES, STREET_LEVEL, monthRange } from './dashboard-model';

/** How long a dashboard figure stays fresh: counts move slowly and each is one request. */
const STALE_MS = 60_000;

/** The total of a filtered list, or null when the role may not read the module (no toast: a dashboard tile just shows —). */
async function countOf(
  client: ApiClient,
  module: string,
  filters: Record<string, unknown>,
  signal: AbortSignal,
) {
  try {
    const page = await listResource(
      client,
      module,
      { ...filters, current: 1, size: 1 },
      { signal, notify: false, loading: false },
    );
    return page.total;
  } catch {
    return null;
  }
}

const countKey = (module: string, filters: Record<string, unknown>) =>
  [...apiKeys.all, 'dashboard', 'count', module, filters] as const;

/** The streets of the caller's area, or the level right below it when the caller is a street. */
function streetsOf(tree: readonly DeptNode[] | undefined): DeptNode[] {
  const streets = nodesAtLevel(tree, STREET_LEVEL);
  if (streets.length > 0) return streets;
  return (tree ?? []).flatMap((node) => node.children);
}

export function useDashboardData(now: Date = new Date()) {
  const client = useApiClient();
  const count = (module: string, filters: Record<string, unknown> = {}) => ({
    queryKey: countKey(module, filters),
    queryFn: ({ signal }: { signal: AbortSignal }) => countOf(client, module, filters, signal),
    staleTime: STALE_MS,
  });

  const totals = useQueries({ queries: COUNTED_MODULES.map((module) => count(module)) });
  const facilities = useQueries({ queries: FACILITY_MODULES.map((module) => count(module)) });
  const month = monthRange(now);
  const services = useQuery(count('serviceRecord', { startTimeStart: month.start, startTimeEnd: month.end }));
  const depts = useDeptTree({ staleTime: STALE_MS, retry: false });
  const streets = streetsOf(depts.data);
  const byStreet = useQueries({
    queries: streets.map((street) => count('elderlyInfo', { areaCode: street.areaCode })),
  });
  const categories = useDictData('elderly_category', { staleTime: STALE_MS });
  const byCategory = useQueries({
    queries: (categories.data ?? []).map((entry) => count('elderlyInfo', { categories: entry.dict_value })),
  });
  const messages = useMessageCount({ staleTime: 30_000 });

  return {
    totals: Object.fromEntries(
      COUNTED_MODULES.map((module, i) => [module, totals[i]?.data ?? null]),
    ) as Record<(typeof COUNTED_MODULES)[number], number | null>,
    totalsLoading: totals.some((q) => q.isLoading),
    facilities: FACILITY_MODULES.map((module, i) => ({ module, value: facilities[i]?.data ?? null })),
    facilitiesLoading: facilities.some((q) => q.isLoading),
    servicesThisMonth: services.data ?? null,
    servicesLoading: services.isLoading,
    byStreet: streets.map((street, i) => ({ name: street.label, value: byStreet[i]?.data ?? null })),
    byStreetLoading: depts.isLoading || byStreet.some((q) => q.isLoading),
    byCategory: (categories.data ?? []).map((entry, i) => ({ entry, value: byCategory[i]?.data ?? null })),
    byCategoryLoading: categories.isLoading || byCategory.some((q) => q.isLoading),
    messages: messages.data ?? null,
    messagesLoading: messages.isLoading,
  };
}
