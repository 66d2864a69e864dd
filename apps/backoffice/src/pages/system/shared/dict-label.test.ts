import { describe, expect, it } from 'vitest';
import type { DictEntry } from '@eldercare/api-client/contract';
import { dictLabel, dictOptions, labelOfName, labelOfValue } from './dict-label';

const entry = (value: string, sort: number, en = '', es = ''): DictEntry => ({
  dict_type: 'sys_account_type',
  dict_label: `标签${value}`,
  dict_value: value,
  dict_label_i18n: { 'zh-CN': `标签${value}`, en, es },
  dict_sort: sort,
});

describe('dictionary labels', () => {
  it('uses the UI language and falls back to Chinese when a translation is missing', () => {
    expect(dictLabel(entry('1', 1, 'District'), 'en')).toBe('District');
    expect(dictLabel(entry('1', 1, 'District'), 'es')).toBe('标签1');
    expect(dictLabel(entry('1', 1, 'District', 'Distrito'), 'zh-CN')).toBe('标签1');
  });

  it('orders options by dict_sort', () => {
    const options = dictOptions([entry('b', 2), entry('a', 1)], 'zh-CN');
    expect(options.map((o) => o.value)).toEqual(['a', 'b']);
  });

  it('translates a text stored as the Chinese label, and keeps one the dictionary does not know', () => {
    const all = entry('all', 1, 'All users', 'Todos los usuarios');
    const audience = {
      ...all,
      dict_label: '全部用户',
      dict_label_i18n: { ...all.dict_label_i18n, 'zh-CN': '全部用户' },
    };
    expect(labelOfName([audience], '全部用户', 'es')).toBe('Todos los usuarios');
    expect(labelOfName([audience], '全部用户', 'zh-CN')).toBe('全部用户');
    expect(labelOfName([audience], '片区居民', 'en')).toBe('片区居民');
  });

  it('shows an unknown value as it is and an empty one as nothing', () => {
    expect(labelOfValue([entry('1', 1)], '9', 'zh-CN')).toBe('9');
    expect(labelOfValue([entry('1', 1)], null, 'zh-CN')).toBe('');
    expect(labelOfValue([entry('1', 1)], '1', 'zh-CN')).toBe('标签1');
  });
});
