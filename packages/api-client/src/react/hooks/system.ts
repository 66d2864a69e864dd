import type { DataOf } from '../../endpoints/call.js';
import { getAllDicts, getDictData, type DictType } from '../../endpoints/dict.js';
import {
  getConfigByKey,
  getDeptTree,
  getHealth,
  getInitPassword,
  getMenuParents,
  listRoleKeys,
} from '../../endpoints/system.js';
import { apiKeys } from '../query-keys.js';
import { useApiQuery, type QueryHookOptions } from '../use-api-query.js';

export const useHealth = (options?: QueryHookOptions<DataOf<'health'>>) =>
  useApiQuery(apiKeys.system.health(), getHealth, options);

export const useMenuParents = (id: number, options?: QueryHookOptions<DataOf<'menuParents'>>) =>
  useApiQuery(apiKeys.system.menuParents(id), (client, call) => getMenuParents(client, id, call), options);

export const useConfigByKey = (key: string, options?: QueryHookOptions<DataOf<'configByKey'>>) =>
  useApiQuery(apiKeys.system.config(key), (client, call) => getConfigByKey(client, key, call), options);

export const useInitPassword = (options?: QueryHookOptions<DataOf<'configByKey'>>) =>
  useApiQuery(apiKeys.system.config('sys.user.initPassword'), getInitPassword, options);

export const useDeptTree = (options?: QueryHookOptions<DataOf<'deptTree'>>) =>
  useApiQuery(apiKeys.system.deptTree(), getDeptTree, options);

export const useRoleKeys = (options?: QueryHookOptions<DataOf<'roleKeys'>>) =>
  useApiQuery(apiKeys.system.roleKeys(), listRoleKeys, options);

export const useDictData = (dictType: DictType, options?: QueryHookOptions<DataOf<'dictData'>>) =>
  useApiQuery(apiKeys.dict.data(dictType), (client, call) => getDictData(client, dictType, call), options);

export const useAllDicts = (options?: QueryHookOptions<DataOf<'dictAll'>>) =>
  useApiQuery(apiKeys.dict.allTypes(), getAllDicts, options);
