import { useMemo } from 'react';
import { useKit } from '@eldercare/admin-kit';
import { useDashboardSummary, useMessageCount } from '@eldercare/api-client/react';
import {
  COUNTED_MODULES,
  FACILITY_MODULES,
  moduleFigures,
  type CountedModule,
  type Slice,
} from './dashboard-model';

const NO_TOTALS = Object.fromEntries(COUNTED_MODULES.map((module) => [module, null])) as Record<
  CountedModule,
  null
>;

/**
 * The dashboard's figures: one call for every count (the server groups them and keeps them up to
 * a minute), plus the unread-message count the header bell shares. `null` = not listable by the role.
 */
export function useDashboardData() {
  const { language } = useKit();
  const summary = useDashboardSummary(language);
  const messages = useMessageCount({ staleTime: 30_000 });
  const data = summary.data;
  const loading = summary.isLoading;

  const figures = useMemo(
    () => ({
      totals: data?.totals ?? NO_TOTALS,
      modules: moduleFigures(data),
      facilities: FACILITY_MODULES.map((module) => ({ module, value: data?.facilities[module] ?? null })),
      byStreet: (data?.elderlyByStreet ?? []).map((s): Slice => ({ name: s.name, value: s.count })),
      byCategory: (data?.elderlyByCategory ?? []).map((c): Slice => ({ name: c.label, value: c.count })),
    }),
    [data],
  );

  return {
    ...figures,
    // Until the answer comes, charts show as loading; then only those the role has data for.
    showsElderly: !data || data.elderlyByStreet !== null,
    showsFacilities: !data || FACILITY_MODULES.some((module) => data.facilities[module] !== null),
    totalsLoading: loading,
    facilitiesLoading: loading,
    servicesThisMonth: data?.servicesThisMonth ?? null,
    servicesLoading: loading,
    byStreetLoading: loading,
    byCategoryLoading: loading,
    messages: messages.data ?? null,
    messagesLoading: messages.isLoading,
  };
}
