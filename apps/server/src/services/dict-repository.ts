import type { DictEntry } from '@eldercare/contract';
import { localise } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DictDataTable } from '../db/schema.js';

type Db = Kysely<Database>;

const toDictEntry = (r: Selectable<DictDataTable>): DictEntry => ({
  dict_type: r.dict_type,
  dict_label: r.label,
  dict_value: r.value,
  dict_label_i18n: r.label_i18n,
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
    .select(['value', 'label_i18n'])
    .where('dict_type', '=', dictType)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ value: r.value, label: localise(r.label_i18n, locale) }));
};
