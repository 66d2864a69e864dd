import type { ApiClient, CallOptions } from '../client/types.js';
import type { INIT_PASSWORD_KEY } from '@eldercare/contract';
import { call } from './call.js';

/** SPEC §7 system calls: server health, the caller's org, menus, config, depts and roles. */

const INIT_PASSWORD: typeof INIT_PASSWORD_KEY = 'sys.user.initPassword';

export const getHealth = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'health', method: 'GET', path: '/health' }, {}, options);

export const getUserDetail = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'userDetail', method: 'GET', path: '/admin/system/user/detail' }, {}, options);

/** The menu chain from the top level down to menu `id`. */
export const getMenuParents = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'menuParents', method: 'GET', path: '/admin/system/menu/parent/menu/:id' },
    { params: { id } },
    options,
  );

export const getUseOrg = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'useOrg', method: 'GET', path: '/biz/use/org' }, {}, options);

export const getConfigByKey = (client: ApiClient, key: string, options?: CallOptions) =>
  call(
    client,
    { name: 'configByKey', method: 'GET', path: '/admin/system/config/key/:key' },
    { params: { key } },
    options,
  );

/** SPEC §7 `GET /admin/system/config/key/sys.user.initPassword`. */
export const getInitPassword = (client: ApiClient, options?: CallOptions) =>
  getConfigByKey(client, INIT_PASSWORD, options);

export const getDeptTree = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'deptTree', method: 'GET', path: '/admin/system/dept/treeData' }, {}, options);

export const listRoleKeys = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'roleKeys', method: 'GET', path: '/admin/system/role/key' }, {}, options);
