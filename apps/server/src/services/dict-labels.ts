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
    .select(['value', 'label', 'label_en', 'label_es'])
    .where('dict_type', '=', dictType)
    .execute();
  return new Map(
    rows.map((r) => [r.value, locale === 'en' ? r.label_en : locale === 'es' ? r.label_es : r.label]),
  );
};
