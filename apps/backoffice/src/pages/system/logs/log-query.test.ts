import { describe, expect, it } from 'vitest';
import { toLogQuery } from './log-query';

describe('toLogQuery', () => {
  it('keeps filled text filters with the paging and drops the rest', () => {
    expect(
      toLogQuery({ userName: 'admin', result: undefined, module: '', from: '2026-11-01' }, 2, 20),
    ).toEqual({
      current: 2,
      size: 20,
      userName: 'admin',
      from: '2026-11-01',
    });
  });
});
