import type { DictEntry } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { Kysely } from 'kysely';
import type { Database, DictDataTable } from '../db/schema.js';

type Db = Kysely<Database>;

const toDictEntry = (r: Omit<DictDataTable, 'id'>): DictEntry => ({
  dict_type: r.dict_type,
  dict_label: r.label,
  dict_value: r.value,
  dict_label_en: r.label_en,
  dict_label_es: r.label_es,
  dict_sort: r.sort,
});

/** Every dictionary, keyed by its type, entries in their order. */
export const allDictEntries = async (db: Db) => {
  const rows = await db.selectFrom('dict_data').selectAll().orderBy('dict_type').orderBy('sort').execute();
  const all: Record<string, DictEntry[]> = {};
  for (const row of rows) (all[row.dict_type] ??= []).push(toDictEntry(row));
  return all;
};

/** One dictionary's entries in their order. */
export const dictEntriesOf = async (db: Db, dictType: string) => {
  const rows = await db
    .selectFrom('dict_data')
    .selectAll()
    .where('dict_type', '=', dictType)
    .orderBy('sort')
    .execute();
  return rows.map(toDictEntry);
};

/** One dictionary's values with their labels in the caller's language, in their order. */
export const localisedDictEntries = async (db: Db, dictType: string, locale: Locale) => {
  const rows = await db
    .selectFrom('dict_data')
    .select(['value', 'label', 'label_en', 'label_es'])
    .where('dict_type', '=', dictType)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    value: r.value,
    label: locale === 'en' ? r.label_en : locale === 'es' ? r.label_es : r.label,
  }));
};
