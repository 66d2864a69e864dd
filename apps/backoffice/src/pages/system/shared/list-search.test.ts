import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keywordOf, useListSearch } from './list-search';

describe('useListSearch (the lists filtered in the browser)', () => {
  it('takes the new search and asks the server again, also when the search is unchanged', () => {
    let asked = 0;
    const refetch = () => (asked += 1);
    const hook = renderHook(() => useListSearch(keywordOf, refetch));
    act(() => hook.result.current.onQuery({ keyword: 'care' }));
    expect(hook.result.current.search).toBe('care');
    act(() => hook.result.current.onQuery({ keyword: 'care' }));
    expect(asked).toBe(2);
  });
});
