import { describe, expect, it } from 'vitest';
import { SYSTEM_DICT_TYPES as CONTRACT_TYPES, type DictEntry } from '@eldercare/api-client/contract';
import { groupDictTypes, searchDicts } from './dict-search';
import { SYSTEM_DICT_TYPES } from './system-dict-types';

const entry = (type: string, value: string, label: string, sort: number, en = ''): DictEntry => ({
  dict_type: type,
  dict_value: value,
  dict_label: label,
  dict_label_i18n: { 'zh-CN': label, en, es: '' },
  dict_sort: sort,
});

const all: Record<string, DictEntry[]> = {
  zeta_type: [entry('zeta_type', 'z', '末尾', 1)],
  care_level: [
    entry('care_level', '2', '二级', 2, 'Level 2'),
    entry('care_level', '1', '一级', 1, 'Level 1'),
  ],
  sys_account_data_type: [entry('sys_account_data_type', 'prod', '正式', 1, 'Formal')],
  sys_account_type: [entry('sys_account_type', '1', '民政', 1, 'Civil affairs')],
};

describe('dictionary search', () => {
  it('keeps the same six system types as the contract', () => {
    expect([...SYSTEM_DICT_TYPES]).toEqual([...CONTRACT_TYPES]);
  });

  it('lists the system types first in SPEC order, then the others by name', () => {
    expect(groupDictTypes(all)).toEqual({
      system: ['sys_account_type', 'sys_account_data_type'],
      other: ['care_level', 'zeta_type'],
    });
    expect(groupDictTypes(undefined)).toEqual({ system: [], other: [] });
  });

  it('lists every entry by type order and dict_sort without a search', () => {
    expect(searchDicts(all, {}).map((e) => `${e.dict_type}:${e.dict_value}`)).toEqual([
      'sys_account_type:1',
      'sys_account_data_type:prod',
      'care_level:1',
      'care_level:2',
      'zeta_type:z',
    ]);
  });

  it('matches a keyword in any label, the value or the type, case-insensitively', () => {
    expect(searchDicts(all, { keyword: 'level 2' }).map((e) => e.dict_value)).toEqual(['2']);
    expect(searchDicts(all, { keyword: '正式' }).map((e) => e.dict_value)).toEqual(['prod']);
    expect(searchDicts(all, { keyword: 'ZETA' }).map((e) => e.dict_value)).toEqual(['z']);
    expect(searchDicts(all, { type: 'care_level', keyword: '一' }).map((e) => e.dict_value)).toEqual(['1']);
    expect(searchDicts(all, { type: 'missing' })).toEqual([]);
  });
});
