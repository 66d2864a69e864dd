import { useDictData } from '@eldercare/api-client/react';
import type { DictType } from '@eldercare/api-client';
import { useKit } from '@eldercare/admin-kit';
import { useMemo } from 'react';
import { dictOptions, labelOfName, labelOfValue } from './dict-label';

/** One dictionary as select options plus a value → label lookup, in the UI language. */
export function useDictOptions(dictType: DictType) {
  const { language } = useKit();
  const query = useDictData(dictType, { staleTime: 5 * 60_000 });
  return useMemo(
    () => ({
      options: dictOptions(query.data, language),
      labelOf: (value: string | null | undefined) => labelOfValue(query.data, value, language),
      labelOfName: (name: string) => labelOfName(query.data, name, language),
      loading: query.isLoading,
    }),
    [query.data, query.isLoading, language],
  );
}
