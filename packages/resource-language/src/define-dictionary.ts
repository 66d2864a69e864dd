import type { LocalisedText } from './types';
import { label, type Label } from './field';

export interface DictionaryEntry {
  /** The stored value (`dict_value`). */
  value: string;
  label: LocalisedText;
}

/** A dictionary type (`dict_type`) and its entries in display order, as the server seeds them. */
export interface Dictionary {
  type: string;
  title: LocalisedText;
  entries: readonly DictionaryEntry[];
}

/** `[value, zh-CN, en, es]` */
export type EntryRow = readonly [value: string, zhCN: string, en: string, es: string];

export function dictionary(type: string, title: Label, rows: readonly EntryRow[]): Dictionary {
  return {
    type,
    title: label(title),
    entries: rows.map(([value, zh, en, es]) => ({ value, label: { 'zh-CN': zh, en, es } })),
  };
}
