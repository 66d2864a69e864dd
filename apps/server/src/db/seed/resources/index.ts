import type { Kysely } from 'kysely';
import type { Catalogue } from '../../../resources/catalogue.js';
import type { Database } from '../../schema.js';
import { seedDeclaredDictionaries } from './dictionaries.js';
import { seedResourceMenus } from './menus.js';
import { seedDemoRecords } from './records.js';

export { ELDERLY_DEMO_COUNT, ELDERLY_MODULE, demoRow, DEMO_AREAS } from './records.js';

/**
 * Business-module demo data: dictionaries, one menu per module with its buttons and grants, and
 * demo records. Each part is idempotent per module, so declarations added later are seeded on
 * the next start. Needs the core seed's roles (a database without them gets no menu grants).
 */
export const seedResources = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
): Promise<{ dictionaryEntries: number; menus: number; records: number }> => ({
  dictionaryEntries: await seedDeclaredDictionaries(db),
  menus: await seedResourceMenus(db, catalogue),
  records: await seedDemoRecords(db, catalogue),
});
