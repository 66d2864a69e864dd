import type { DictEntry } from '@eldercare/api-client/contract';
import { SYSTEM_DICT_TYPES } from './system-dict-types';

export interface DictSearch {
  /** One dictionary type, or all of them. */
  type?: string;
  /** Matched case-insensitively against the type, the value and every label. */
  keyword?: string;
}

export interface DictTypeGroups {
  system: string[];
  other: string[];
}

/** SPEC §7's six system types first (in its order, those the server has), then the rest by name. */
export function groupDictTypes(all: Record<string, readonly DictEntry[]> | undefined): DictTypeGroups {
  const types = Object.keys(all ?? {});
  const system = SYSTEM_DICT_TYPES.filter((type) => types.includes(type));
  const other = types.filter((type) => !(SYSTEM_DICT_TYPES as readonly string[]).includes(type)).sort();
  return { system, other };
}

/** The entries that match, grouped by type in the order of `groupDictTypes`, each type by dict_sort. */
export function searchDicts(
  all: Record<string, readonly DictEntry[]> | undefined,
  { type, keyword }: DictSearch,
): DictEntry[] {
  const { system, other } = groupDictTypes(all);
  const needle = keyword?.trim().toLowerCase() ?? '';
  const types = type ? [type] : [...system, ...other];
  return types.flatMap((name) =>
    [...(all?.[name] ?? [])]
      .sort((a, b) => a.dict_sort - b.dict_sort)
      .filter(
        (entry) =>
          !needle ||
          [entry.dict_type, entry.dict_value, ...Object.values(entry.dict_label_i18n)].some((text) =>
            text.toLowerCase().includes(needle),
          ),
      ),
  );
}
