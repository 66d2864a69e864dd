import type { ApiClient, CallOptions } from '../client/types.js';
import { call } from './call.js';

/** The whole area tree (`GET /biz/area/tree`), for area pickers and for showing area names. */
export const getAreaTree = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'areaTree', method: 'GET', path: '/biz/area/tree' }, {}, options);
