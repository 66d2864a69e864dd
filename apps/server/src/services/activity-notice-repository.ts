import type { Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import type { activityVisibleTo } from './activity-notice-scope.js';
import { inDataType, reachesArea } from './scope.js';

type Db = Kysely<Database>;
/** Whether the caller may open a notice's activity (`activityVisibleTo` of the served catalogue). */
export type ActivityOpensFor = ReturnType<typeof activityVisibleTo>;

/** Activity notices that reach the caller and whose activity the caller may open. */
const visibleActivities = (db: Db, opensFor: ActivityOpensFor, session: Session) =>
  db
    .selectFrom('activity_notice as n')
    .where(reachesArea('n.area_code', session))
    .where(inDataType('n.data_type', session))
    .where(opensFor(session));

const unreadActivities = (db: Db, opensFor: ActivityOpensFor, session: Session) =>
  visibleActivities(db, opensFor, session).where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('activity_read as r')
          .select('r.notice_id')
          .whereRef('r.notice_id', '=', 'n.id')
          .where('r.user_id', '=', session.userId),
      ),
    ),
  );

const markRead = (db: Db, session: Session, ids: readonly number[]) =>
  db
    .insertInto('activity_read')
    .values(ids.map((id) => ({ notice_id: id, user_id: session.userId })))
    .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
    .execute();

/** The caller's unread activity notices, newest first. */
export const unreadActivityNotices = async (db: Db, opensFor: ActivityOpensFor, session: Session) => {
  const rows = await unreadActivities(db, opensFor, session)
    .select(['n.id', 'n.activity_id', 'n.title', 'n.content', 'n.created_at'])
    .orderBy('n.id', 'desc')
    .execute();
  return rows.map(({ created_at, ...r }) => ({ ...r, createTime: created_at.toISOString() }));
};

/** Marks one notice the caller can see read; false when there is no such notice for them. */
export const markActivityNoticeRead = async (
  db: Db,
  opensFor: ActivityOpensFor,
  session: Session,
  id: number,
) => {
  const notice = await visibleActivities(db, opensFor, session)
    .select('n.id')
    .where('n.id', '=', id)
    .executeTakeFirst();
  if (!notice) return false;
  await markRead(db, session, [notice.id]);
  return true;
};

/** Every activity notice the caller can see becomes read; answers how many were unread. */
export const markAllActivityNoticesRead = async (db: Db, opensFor: ActivityOpensFor, session: Session) => {
  const unread = await unreadActivities(db, opensFor, session).select('n.id').execute();
  if (unread.length === 0) return 0;
  await markRead(
    db,
    session,
    unread.map((n) => n.id),
  );
  return unread.length;
};
