import { useDeferredValue, useEffect, useMemo } from 'react';
import { useKit } from '@eldercare/admin-kit';
import { useDashboardSummary, useMessageCount } from '@eldercare/api-client/react';
import { DASHBOARD_ELDERLY_MODULE, DASHBOARD_FACILITY_MODULES } from '@eldercare/api-client/contract';
import { filteredListPath } from '../resources/list-link';
import { moduleFigures, type Slice } from './dashboard-model';
import { useModuleLinks } from './useModuleTitle';
import { markFirstFiguresShown } from './first-figures';

export type DashboardData = ReturnType<typeof useDashboardData>;

/** The elderly list's filter the summary counts categories by. */
const CATEGORY_FILTER = 'categories';

/**
 * The dashboard's figures: one call for every count (the server groups them and keeps them up to
 * a minute), plus the unread-message count the header bell shares. `null` = not listable by the role.
 */
export function useDashboardData() {
  const { language } = useKit();
  const summary = useDashboardSummary(language);
  const messages = useMessageCount({ staleTime: 30_000 });
  const elderlyList = useModuleLinks().get(DASHBOARD_ELDERLY_MODULE)?.url;
  // react-query answers through useSyncExternalStore, rendered in one uninterrupted task; deferred,
  // the tiles and charts the answer brings render in slices (no long tasks on a phone).
  const data = useDeferredValue(summary.data);
  const loading = data === undefined && (summary.isLoading || summary.data !== undefined);
  // After the frame that paints them: what waits for the first figures must not share their task.
  useEffect(() => {
    if (loading) return undefined;
    const frame = requestAnimationFrame(() => setTimeout(markFirstFiguresShown));
    return () => cancelAnimationFrame(frame);
  }, [loading]);

  const figures = useMemo(
    () => ({
      modules: moduleFigures(data),
      // The summary names every facility type (null: not listable by the role), in contract order.
      facilities: data
        ? DASHBOARD_FACILITY_MODULES.map((module) => ({ module, value: data.facilities[module] ?? null }))
        : [],
      byStreet: (data?.elderlyByStreet ?? []).map((s): Slice => ({ name: s.name, value: s.count })),
      // The list's own filter of the same name shows the same people (see the summary's contract).
      byCategory: (data?.elderlyByCategory ?? []).map((c): Slice => ({
        name: c.label,
        value: c.count,
        to: elderlyList ? filteredListPath(elderlyList, { [CATEGORY_FILTER]: c.value }) : undefined,
      })),
    }),
    [data, elderlyList],
  );

  return {
    ...figures,
    // Until the answer comes, charts show as loading; then only those the role has data for.
    showsElderly: !data || data.elderlyByStreet !== null,
    showsFacilities: !data || Object.values(data.facilities).some((value) => value !== null),
    // One answer brings every count: the totals, services and charts load together.
    summaryLoading: loading,
    servicesThisMonth: data?.servicesThisMonth ?? null,
    messages: messages.data ?? null,
    messagesLoading: messages.isLoading,
  };
}
