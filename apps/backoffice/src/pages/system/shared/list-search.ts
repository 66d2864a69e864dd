import { useState } from 'react';

/**
 * 查询 and 重置 on a list the browser filters (the server sends every record): the new search, and
 * the records asked for again. It is the paged lists' rule (the kit's `useListPage`, `queryAgain`)
 * where the server's query never changes: unchanged key, so always asked again.
 */
export function useListSearch<S>(toSearch: (values: Record<string, unknown>) => S, refetch: () => unknown) {
  const [search, setSearch] = useState<S>(() => toSearch({}));
  const onQuery = (values: Record<string, unknown>) => {
    setSearch(toSearch(values));
    void refetch();
  };
  return { search, onQuery };
}

/** The filter bar's `keyword` item as a search: trimmed text, or '' for none. */
export const keywordOf = (values: Record<string, unknown>) =>
  typeof values.keyword === 'string' ? values.keyword : '';
