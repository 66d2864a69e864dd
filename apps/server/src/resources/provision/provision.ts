import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Catalogue } from '../schema/catalogue.js';
import { provisionDictionaries } from './provision-dictionaries.js';
import { provisionResourceMenus } from './provision-menus.js';

/**
 * What every start does after the tables are synced, with or without demo data: the declared
 * dictionaries, and for each module without a page yet its menu entry, buttons and role grants
 * (the group → role policy of @eldercare/resources, `ROLE_GRANTS`). Idempotent: what exists is
 * left as administrators edited it, so only new modules, new buttons and new dictionary entries
 * are added. Roles must exist (the demo seed or the production seed creates them first).
 */
export const provisionResources = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
): Promise<{ dictionaryEntries: number; menus: number }> => ({
  dictionaryEntries: await provisionDictionaries(db),
  menus: await provisionResourceMenus(db, catalogue),
});
