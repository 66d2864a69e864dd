import { describe, expect, it } from 'vitest';
import { KEY_RANGE_END, keyPrefixesOf, pinyinSortKey } from '../../src/resources/schema/pinyin-key.js';

/** Code-point order of the keys, as the database compares them (`collate "C"`). */
const byKey = (names: string[], person = true) =>
  [...names].sort((a, b) => {
    const [x, y] = [pinyinSortKey(a, person), pinyinSortKey(b, person)];
    return x < y ? -1 : x > y ? 1 : 0;
  });

describe('pinyin sort key', () => {
  it('orders Chinese names by pinyin, character by character', () => {
    expect(byKey(['张四', '陈红', '张三', '白雪', '阿明', '张'])).toEqual([
      '阿明',
      '白雪',
      '陈红',
      '张',
      '张三',
      '张四',
    ]);
  });

  it('reads polyphonic surnames as surnames in a person’s name only', () => {
    // 曾 zeng (not ceng), 单 shan (not dan), 解 xie (not jie).
    expect(byKey(['曾丽', '单伟', '解放', '李四', '陈红', '邹明'])).toEqual([
      '陈红',
      '李四',
      '单伟',
      '解放',
      '曾丽',
      '邹明',
    ]);
    expect(pinyinSortKey('单伟', true)).toContain('shan 单');
    expect(pinyinSortKey('单据', false)).toContain('dan 单');
  });

  it('keeps a shorter syllable before a longer one and like-sounding characters apart', () => {
    // wan < wang; 汪 and 王 (both wang) each keep their names together.
    expect(byKey(['王明', '万里', '汪洋', '王芳'])).toEqual(['万里', '汪洋', '王芳', '王明']);
  });

  it('puts Latin names before Chinese ones, ignoring case but still ordering it', () => {
    expect(byKey(['张三', 'zoe', 'Amy', 'Zoe', '阿明'])).toEqual(['Amy', 'zoe', 'Zoe', '阿明', '张三']);
  });

  it('gives the key ranges of the names starting with a term, one per reading', () => {
    const starting = (term: string, name: string) =>
      (keyPrefixesOf(term) ?? []).some((p) => {
        const key = pinyinSortKey(name, true);
        return key >= p && key < `${p}${KEY_RANGE_END}`;
      });
    expect(keyPrefixesOf('单')).toHaveLength(3);
    expect(starting('单', '单伟')).toBe(true);
    expect(starting('王', '王')).toBe(true);
    expect(starting('王', '汪洋')).toBe(false);
    expect(starting('王秀', '王秀英')).toBe(true);
    expect(starting('王秀', '王英')).toBe(false);
    expect(keyPrefixesOf('Ab')).toBeUndefined();
  });
});
