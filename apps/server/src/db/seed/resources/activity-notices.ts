import { sql, type Kysely } from 'kysely';
import type { Catalogue } from '../../../resources/schema/catalogue.js';
import { ACTIVITY_MODULE } from '../../../services/activity-notice-scope.js';
import type { Database } from '../../schema.js';

const MARKER = 'seed.notice.activities';
/** The city: the association publishes from there, so its notices reach every member below. */
const CITY = '3417';
const NOTICES = 2;

/**
 * Activity notices announce real training activities: the next formal ones of the demo seed still
 * open for sign-up, so the notice invites to an event ahead and its link opens a record its
 * readers may see. Runs after the demo records (it needs
 * their ids); a marker makes it run once.
 */
export const seedActivityNotices = async (db: Kysely<Database>, catalogue: Catalogue): Promise<number> => {
  const resource = catalogue.find(ACTIVITY_MODULE);
  if (!resource) return 0;
  const done = await db
    .selectFrom('sys_config')
    .select('config_key')
    .where('config_key', '=', MARKER)
    .executeTakeFirst();
  const city = await db.selectFrom('area').select('code').where('code', '=', CITY).executeTakeFirst();
  // Without the demo areas (a database seeded otherwise) there is nobody for the notices to reach.
  if (done || !city) return 0;
  const activities = await sql<{ id: number; name: string; start: string; place: string | null }>`
    select id, name, to_char(start_time, 'YYYY-MM-DD') as start, place from ${sql.id(resource.table)}
    where data_type = 'prod' and area_code like ${`${CITY}%`}
      and start_time > now() and status = 'signup'
    order by start_time, id limit ${NOTICES}`.execute(db);
  const notices = activities.rows.map((a) => ({
    activity_id: Number(a.id),
    title: a.name,
    content: `${a.name}将于${a.start}${a.place ? `在${a.place}` : ''}举行，欢迎会员单位报名参加。`,
    area_code: CITY,
    data_type: 'prod' as const,
  }));
  await db.transaction().execute(async (trx) => {
    if (notices.length > 0) await trx.insertInto('activity_notice').values(notices).execute();
    await trx
      .insertInto('sys_config')
      .values({ config_key: MARKER, config_value: String(notices.length), name: 'Demo activity notices' })
      .execute();
  });
  return notices.length;
};
