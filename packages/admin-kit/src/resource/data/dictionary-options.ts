import type { DictEntry } from '@eldercare/contract';
import {
  localise,
  type Dictionary,
  type FieldDeclaration,
  type ResourceLocale,
} from '@eldercare/resource-language';
import { useMemo } from 'react';
import { joinValues } from './join-values';

export interface Choice {
  value: string;
  label: string;
}

/** Server dictionaries by type (`/manage/system/dict/data/type/all`), when loaded. */
export type ServerDictionaries = Record<string, DictEntry[]> | undefined;

/** A declared dictionary in the server's shape, so one lookup serves both. */
function asServerEntries(dictionary: Dictionary): DictEntry[] {
  return dictionary.entries.map((entry, index) => ({
    dict_type: dictionary.type,
    dict_value: entry.value,
    dict_label: entry.label['zh-CN'],
    dict_label_i18n: entry.label,
    dict_sort: index + 1,
  }));
}

/**
 * The host's dictionaries hook with the dictionaries it declares filling every type the server has
 * not sent (or sent empty), and all of them while the server's are loading.
 */
export function withDeclaredDictionaries(
  useServer: () => ServerDictionaries,
  declared: readonly Dictionary[] | undefined,
): () => ServerDictionaries {
  if (!declared || declared.length === 0) return useServer;
  const fallback = Object.fromEntries(declared.map((d) => [d.type, asServerEntries(d)]));
  return function useDictionaries() {
    const server = useServer();
    return useMemo(() => {
      const sent = Object.entries(server ?? {}).filter(([, entries]) => entries.length > 0);
      return { ...fallback, ...Object.fromEntries(sent) };
    }, [server]);
  };
}

/**
 * An enum field's choices in the current language: its fixed options, else the dictionary of its
 * type (the server's, which administrators may have edited, else the host's declared one).
 */
export function choicesOf(
  field: FieldDeclaration,
  language: ResourceLocale,
  server: ServerDictionaries,
): Choice[] {
  if (field.options)
    return field.options.map((o) => ({ value: o.value, label: localise(o.label, language) }));
  if (!field.dict) return [];
  const entries = server?.[field.dict];
  if (entries && entries.length > 0) {
    return [...entries]
      .sort((a, b) => a.dict_sort - b.dict_sort)
      .map((e) => ({ value: e.dict_value, label: localise(e.dict_label_i18n, language) }));
  }
  return [];
}

/** The label of a stored enum value (several for multi-valued fields), or the value itself. */
export function labelOf(choices: readonly Choice[], value: unknown, language = 'zh-CN'): string {
  const one = (v: unknown) => choices.find((c) => c.value === String(v))?.label ?? String(v);
  if (value === null || value === undefined || value === '') return '';
  return Array.isArray(value) ? joinValues(value.map(one), language) : one(value);
}
