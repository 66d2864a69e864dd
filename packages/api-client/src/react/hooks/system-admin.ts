import type { BodyOf, DataOf, QueryOf } from '../../endpoints/call.js';
import {
  createRole,
  deleteRole,
  getMenuTree,
  listDepts,
  listLoginLogs,
  listOperLogs,
  listRoles,
  updateRole,
} from '../../endpoints/system-admin.js';
import { apiKeys, invalidatedBy } from '../query-keys.js';
import {
  useApiMutation,
  useApiQuery,
  type MutationHookOptions,
  type QueryHookOptions,
} from '../use-api-query.js';

export const useRoles = (options?: QueryHookOptions<DataOf<'listRoles'>>) =>
  useApiQuery(apiKeys.systemAdmin.roles(), listRoles, options);

export const useCreateRole = (options?: MutationHookOptions<DataOf<'createRole'>, BodyOf<'createRole'>>) =>
  useApiMutation(
    (client, body: BodyOf<'createRole'>) => createRole(client, body),
    invalidatedBy.roles,
    options,
  );

export const useUpdateRole = (options?: MutationHookOptions<DataOf<'updateRole'>, BodyOf<'updateRole'>>) =>
  useApiMutation(
    (client, body: BodyOf<'updateRole'>) => updateRole(client, body),
    invalidatedBy.roles,
    options,
  );

export const useDeleteRole = (options?: MutationHookOptions<DataOf<'deleteRole'>, number>) =>
  useApiMutation((client, id: number) => deleteRole(client, id), invalidatedBy.roles, options);

export const useMenuTree = (options?: QueryHookOptions<DataOf<'menuTree'>>) =>
  useApiQuery(apiKeys.systemAdmin.menuTree(), getMenuTree, options);

export const useDepts = (options?: QueryHookOptions<DataOf<'deptList'>>) =>
  useApiQuery(apiKeys.systemAdmin.depts(), listDepts, options);

export const useOperLogs = (
  query: QueryOf<'operLogs'> = {},
  options?: QueryHookOptions<DataOf<'operLogs'>>,
) =>
  useApiQuery(
    apiKeys.systemAdmin.operLogs(query),
    (client, call) => listOperLogs(client, query, call),
    options,
  );

export const useLoginLogs = (
  query: QueryOf<'loginLogs'> = {},
  options?: QueryHookOptions<DataOf<'loginLogs'>>,
) =>
  useApiQuery(
    apiKeys.systemAdmin.loginLogs(query),
    (client, call) => listLoginLogs(client, query, call),
    options,
  );
