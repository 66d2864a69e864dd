import { describe, expect, it } from 'vitest';
import { packedIds } from '../../src/excel-worker/export-pages.js';

describe('an export’s sorted ids, read from one text', () => {
  it('keeps every id and its place, up to the largest safe integer', () => {
    expect([...packedIds('')]).toEqual([]);
    expect([...packedIds('7')]).toEqual([7]);
    expect([...packedIds('3,1,20,1000000')]).toEqual([3, 1, 20, 1_000_000]);
    expect([...packedIds(`1,${Number.MAX_SAFE_INTEGER}`)]).toEqual([1, Number.MAX_SAFE_INTEGER]);
  });
});
