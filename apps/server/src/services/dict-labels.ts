import { localise } from '@eldercare/resources';
import type { Locale } from '@eldercare/validators';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Label lookup for one dictionary in the caller's language (value → label). */
export const dictLabels = async (
  db: Kysely<Database>,
  dictType: string,
  locale: Locale,
): Promise<Map<string, string>> => {
  const rows = await db
    .selectFrom('dict_data')
    .select(['value', 'label_i18n'])
    .where('dict_type', '=', dictType)
    .execute();
  return new Map(rows.map((r) => [r.value, localise(r.label_i18n, locale)]));
};
