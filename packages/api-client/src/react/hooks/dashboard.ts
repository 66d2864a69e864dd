import { DASHBOARD_MAX_AGE_SECONDS } from '@eldercare/contract';
import type { DataOf } from '../../endpoints/call.js';
import { getDashboardSummary } from '../../endpoints/dashboard.js';
import { apiKeys } from '../query-keys.js';
import { useApiQuery, type QueryHookOptions } from '../use-api-query.js';

/**
 * The dashboard's figures. Keyed by the UI language because category labels come translated; fresh
 * for as long as the server keeps its counts, and outside the loading mask (tiles show skeletons).
 */
export const useDashboardSummary = (
  language: string,
  options?: QueryHookOptions<DataOf<'dashboardSummary'>>,
) =>
  useApiQuery(apiKeys.dashboard.summary(language), getDashboardSummary, {
    staleTime: DASHBOARD_MAX_AGE_SECONDS * 1000,
    ...options,
    call: { loading: false, ...options?.call },
  });
