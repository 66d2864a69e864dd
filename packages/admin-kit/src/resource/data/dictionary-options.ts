import type { DictEntry } from '@eldercare/contract';
import { findDictionary, localise, type FieldDeclaration, type ResourceLocale } from '@eldercare/resources';
import { joinValues } from './join-values';

export interface Choice {
  value: string;
  label: string;
}

/** Server dictionaries by type (`/manage/system/dict/data/type/all`), when loaded. */
export type ServerDictionaries = Record<string, DictEntry[]> | undefined;

function serverLabel(entry: DictEntry, language: ResourceLocale): string {
  if (language === 'en') return entry.dict_label_en || entry.dict_label;
  if (language === 'es') return entry.dict_label_es || entry.dict_label;
  return entry.dict_label;
}

/**
 * An enum field's choices in the current language: its fixed options, else the server's
 * dictionary (which administrators may have edited), else the declared dictionary's labels.
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
      .map((e) => ({ value: e.dict_value, label: serverLabel(e, language) }));
  }
  return (findDictionary(field.dict)?.entries ?? []).map((e) => ({
    value: e.value,
    label: localise(e.label, language),
  }));
}

/** The label of a stored enum value (several for multi-valued fields), or the value itself. */
export function labelOf(choices: readonly Choice[], value: unknown, language = 'zh-CN'): string {
  const one = (v: unknown) => choices.find((c) => c.value === String(v))?.label ?? String(v);
  if (value === null || value === undefined || value === '') return '';
  return Array.isArray(value) ? joinValues(value.map(one), language) : one(value);
}
