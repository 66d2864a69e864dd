import { DICTIONARIES } from '@eldercare/resources';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The dictionaries the declarations name, into `dict_data` (the UI reads labels from there).
 * Entries already present are kept as they are, so edits by administrators survive restarts.
 */
export const provisionDictionaries = async (db: Kysely<Database>): Promise<number> => {
  const rows = DICTIONARIES.flatMap((d) =>
    d.entries.map((e, i) => ({
      dict_type: d.type,
      value: e.value,
      label_i18n: JSON.stringify(e.label),
      sort: i + 1,
    })),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('dict_data')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['dict_type', 'value']).doNothing())
      .execute();
  }
  return rows.length;
};
