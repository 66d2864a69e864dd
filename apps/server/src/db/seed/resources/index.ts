import type { Kysely } from 'kysely';
import type { Catalogue } from '../../../resources/schema/catalogue.js';
import type { Database } from '../../schema.js';
import { seedActivityNotices } from './activity-notices.js';
import { seedDemoRecords } from './records.js';

export { ELDERLY_DEMO_COUNT, ELDERLY_MODULE, demoRow, DEMO_AREAS } from './records.js';

/**
 * Business-module demo data: demo records, then the activity notices that announce demo
 * activities. Each part is idempotent per module, so declarations added later are seeded on the
 * next start. Menus, grants and dictionaries are not demo data: resources/provision.ts adds them
 * on every start, before this runs.
 */
export const seedResources = async (
  db: Kysely<Database>,
  catalogue: Catalogue,
): Promise<{ records: number; activityNotices: number }> => ({
  records: await seedDemoRecords(db, catalogue),
  // After the records: the notices point at training activities by id.
  activityNotices: await seedActivityNotices(db, catalogue),
});
