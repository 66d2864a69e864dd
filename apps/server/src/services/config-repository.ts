import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A setting's stored value, if the key exists. */
export const configValue = async (db: Kysely<Database>, key: string): Promise<string | undefined> =>
  (await db.selectFrom('sys_config').select('config_value').where('config_key', '=', key).executeTakeFirst())
    ?.config_value;
