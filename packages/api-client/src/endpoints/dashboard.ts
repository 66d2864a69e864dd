import type { ApiClient, CallOptions } from '../client/types.js';
import { call } from './call.js';

/**
 * Every dashboard figure in one call (`GET /biz/dashboard/summary`): module totals, facilities,
 * this month's services, elderly people by street and by category. Null = not listable by the caller.
 */
export const getDashboardSummary = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'dashboardSummary', method: 'GET', path: '/biz/dashboard/summary' }, {}, options);
