import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryAgain } from './query-again';

describe('queryAgain', () => {
  it('asks for the list shown again when the filters make the same key', () => {
    const refetch = vi.fn();
    const apply = vi.fn();
    queryAgain({
      queryClient: new QueryClient(),
      current: ['list', { a: 1 }],
      next: ['list', { a: 1 }],
      refetch,
      apply,
    });
    expect(refetch).toHaveBeenCalledOnce();
    expect(apply).not.toHaveBeenCalled();
  });

  it('marks a fresh cached answer of the new key stale, then applies the new filters', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(['list', { a: 2 }], { records: [] });
    const refetch = vi.fn();
    const apply = vi.fn();
    queryAgain({ queryClient, current: ['list', { a: 1 }], next: ['list', { a: 2 }], refetch, apply });
    expect(apply).toHaveBeenCalledOnce();
    expect(refetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(['list', { a: 2 }])?.isInvalidated).toBe(true);
  });
});
