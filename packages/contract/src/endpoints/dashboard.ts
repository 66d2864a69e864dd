import { DashboardSummarySchema } from '../dashboard.js';
import { defineEndpoint } from '../endpoint.js';
import { SIGNED_IN } from '../permissions.js';

/** The dashboard summary. */
export const dashboardEndpoints = {
  dashboardSummary: defineEndpoint({
    method: 'GET',
    path: '/biz/dashboard/summary',
    permission: SIGNED_IN,
    tag: 'dashboard',
    summary:
      'Dashboard figures in the caller’s scope; a module the caller may not list is null (up to 60 s old)',
    response: DashboardSummarySchema,
  }),
} as const;
