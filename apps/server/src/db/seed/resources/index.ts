import type { Kysely } from 'kysely';
import type { Catalogue } from '../../../resources/catalogue.js';
import type { Database } from '../../schema.js';
import { seedDemoRecords } from './records.js';

export { ELDERLY_DEMO_COUNT, ELDERLY_MODULE, demoRow, DEMO_AREAS } from './records.js';

/**
 * Business-module demo data: demo records. Idempotent per module, so declarations added later are
 * seeded on the next start. Menus, grants and dictionaries are not demo data: resources/provision.ts
 * adds them on every start, before this runs.
 */
export const seedResources = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
): Promise<{ records: number }> => ({
  records: await seedDemoRecords(db, catalogue),
});
