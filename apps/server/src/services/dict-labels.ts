import type { Locale } from '@eldercare/validators';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { localisedDictEntries } from './dict-repository.js';

/** Label lookup for one dictionary in the caller's language (value → label). */
export const dictLabels = async (
  db: Kysely<Database>,
  dictType: string,
  locale: Locale,
): Promise<Map<string, string>> =>
  new Map((await localisedDictEntries(db, dictType, locale)).map((entry) => [entry.value, entry.label]));
