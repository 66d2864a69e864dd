import type { ApiClient, CallOptions } from '../client/types.js';
import { call, type BodyOf, type QueryOf } from './call.js';

/** The administration pages: roles, the menu and department trees, the operation and login logs. */

export const listRoles = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'listRoles', method: 'GET', path: '/admin/system/role/list' }, {}, options);

export const createRole = (client: ApiClient, body: BodyOf<'createRole'>, options?: CallOptions) =>
  call(client, { name: 'createRole', method: 'POST', path: '/admin/system/role' }, { body }, options);

export const updateRole = (client: ApiClient, body: BodyOf<'updateRole'>, options?: CallOptions) =>
  call(client, { name: 'updateRole', method: 'PUT', path: '/admin/system/role' }, { body }, options);

export const deleteRole = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'deleteRole', method: 'DELETE', path: '/admin/system/role/:id' },
    { params: { id } },
    options,
  );

export const getMenuTree = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'menuTree', method: 'GET', path: '/admin/system/menu/tree' }, {}, options);

export const listDepts = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'deptList', method: 'GET', path: '/admin/system/dept/list' }, {}, options);

export const listOperLogs = (client: ApiClient, query: QueryOf<'operLogs'> = {}, options?: CallOptions) =>
  call(client, { name: 'operLogs', method: 'GET', path: '/admin/system/operlog' }, { query }, options);

export const listLoginLogs = (client: ApiClient, query: QueryOf<'loginLogs'> = {}, options?: CallOptions) =>
  call(client, { name: 'loginLogs', method: 'GET', path: '/admin/system/logininfor' }, { query }, options);
