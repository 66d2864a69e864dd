import type { ApiClient, CallOptions } from '../client/types.js';
import type { SYSTEM_DICT_TYPES } from '@eldercare/contract';
import { call } from './call.js';

/** One of SPEC §7's six system dictionaries, or any other type the server knows. */
export type DictType = (typeof SYSTEM_DICT_TYPES)[number] | (string & {});

export const getDictData = (client: ApiClient, dictType: DictType, options?: CallOptions) =>
  call(
    client,
    { name: 'dictData', method: 'GET', path: '/admin/system/dict/data' },
    { query: { dictType } },
    options,
  );

/** Every dictionary keyed by type (`GET /manage/system/dict/data/type/all`). */
export const getAllDicts = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'dictAll', method: 'GET', path: '/manage/system/dict/data/type/all' }, {}, options);
