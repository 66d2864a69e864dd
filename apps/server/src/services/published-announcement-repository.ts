import type { Locale } from '@eldercare/validators';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { dictLabels } from './dict-labels.js';
import { inDataType, reachesArea } from './scope.js';

type Db = Kysely<Database>;

/** Published announcements that reach the caller (their area, an ancestor, or below). */
const visibleAnnouncements = (db: Db, session: Session) =>
  db
    .selectFrom('announcement as a')
    .where('a.up_news', '=', '1')
    .where(reachesArea('a.area_code', session))
    .where(inDataType('a.data_type', session));

/** Not yet read by the caller (reading is remembered per user). */
const unreadBy = (session: Session) =>
  sql<SqlBool>`not exists (select 1 from announcement_read r where r.announcement_id = a.id and r.user_id = ${session.userId})`;

/** The announcement's id if it is published and reaches the caller. */
export const visibleAnnouncementId = async (db: Db, session: Session, id: number) =>
  (await visibleAnnouncements(db, session).select('a.id').where('a.id', '=', id).executeTakeFirst())?.id;

/**
 * The newest unread popup announcement with its files, and how many announcements the caller has
 * not read: "您还有 N 条未读公告" counts what the bell lists (every unread announcement reaching the
 * caller), not only the popup ones, so the two figures side by side agree.
 */
export const latestUnreadPopup = async (db: Db, session: Session) => {
  const { n } = await visibleAnnouncements(db, session)
    .where(unreadBy(session))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const latest = await visibleAnnouncements(db, session)
    .where('a.pop_up', '=', true)
    .where(unreadBy(session))
    .select(['a.id', 'a.title', 'a.announcement_type', 'a.content'])
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
  const files = latest
    ? await db
        .selectFrom('announcement_file')
        .select(['id', 'file_name'])
        .where('announcement_id', '=', latest.id)
        .orderBy('id')
        .execute()
    : [];
  return { latest, files, unread: Number(n) };
};

/** The caller's newest unread announcements (at most 100) with their type names. */
export const unreadAnnouncements = async (db: Db, session: Session, locale: Locale) => {
  const rows = await visibleAnnouncements(db, session)
    .where(unreadBy(session))
    .select(['a.id', 'a.title', 'a.announcement_type', 'a.published_at', 'a.created_at'])
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(100)
    .execute();
  const names = await dictLabels(db, 'announcement_type', locale);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    anannouncement_type: r.announcement_type,
    announcement_type_name: names.get(String(r.announcement_type)) ?? String(r.announcement_type),
    createTime: (r.published_at ?? r.created_at).toISOString(),
  }));
};

const markRead = (db: Db, session: Session, ids: readonly number[]) =>
  db
    .insertInto('announcement_read')
    .values(ids.map((id) => ({ announcement_id: id, user_id: session.userId })))
    .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
    .execute();

/** Remembers that the caller read one announcement. */
export const markAnnouncementRead = async (db: Db, session: Session, id: number) => {
  await markRead(db, session, [id]);
};

/** Every announcement reaching the caller becomes read; answers how many were unread. */
export const markAllAnnouncementsRead = async (db: Db, session: Session) => {
  const unread = await visibleAnnouncements(db, session).where(unreadBy(session)).select('a.id').execute();
  if (unread.length === 0) return 0;
  await markRead(
    db,
    session,
    unread.map((a) => a.id),
  );
  return unread.length;
};
