import type { KitLanguage } from '@eldercare/admin-kit';
import type { DictEntry } from '@eldercare/api-client/contract';
import { localise } from '@eldercare/resources';

export type UiLanguage = KitLanguage;

/** The entry's label in the UI language; the Chinese label stands in when a translation is missing. */
export function dictLabel(entry: DictEntry, language: UiLanguage): string {
  return localise(entry.dict_label_i18n, language);
}

export interface Option {
  label: string;
  value: string;
}

/** Select options in the dictionary's own order. */
export function dictOptions(entries: readonly DictEntry[] | undefined, language: UiLanguage): Option[] {
  return [...(entries ?? [])]
    .sort((a, b) => a.dict_sort - b.dict_sort)
    .map((entry) => ({ label: dictLabel(entry, language), value: entry.dict_value }));
}

/**
 * A text stored as the dictionary's Chinese label (not as its value, e.g. a message's audience) in
 * the UI language; a text the dictionary does not know is shown as stored.
 */
export function labelOfName(
  entries: readonly DictEntry[] | undefined,
  name: string,
  language: UiLanguage,
): string {
  const entry = entries?.find((e) => e.dict_label === name);
  return entry ? dictLabel(entry, language) : name;
}

/** The label of a stored value, or the raw value when the dictionary does not know it. */
export function labelOfValue(
  entries: readonly DictEntry[] | undefined,
  value: string | null | undefined,
  language: UiLanguage,
): string {
  if (value === null || value === undefined || value === '') return '';
  const entry = entries?.find((e) => e.dict_value === value);
  return entry ? dictLabel(entry, language) : value;
}
