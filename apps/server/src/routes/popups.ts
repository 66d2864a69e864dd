import { endpoints } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/app-error.js';
import { route } from '../http/route.js';
import { buildCatalogue } from '../resources/index.js';
import { dictLabels } from '../services/dict-labels.js';
import { inDataType, reachesArea } from '../services/scope.js';
import { toAnnouncements } from './announcements.js';
import { activityVisibleTo } from './activity-notice-scope.js';

/** Published announcements that reach the caller (their area, an ancestor, or below). */
export const visibleAnnouncements = (db: Kysely<Database>, session: Session) =>
  db
    .selectFrom('announcement as a')
    .where('a.up_news', '=', '1')
    .where(reachesArea('a.area_code', session))
    .where(inDataType('a.data_type', session));

/** Not yet read by the caller (reading is remembered per user). */
export const unreadBy = (session: Session) =>
  sql<SqlBool>`not exists (select 1 from announcement_read r where r.announcement_id = a.id and r.user_id = ${session.userId})`;

/** Activity notices that reach the caller and whose activity the caller may open. */
export const activitiesVisibleTo = (
  db: Kysely<Database>,
  opensFor: ReturnType<typeof activityVisibleTo>,
  session: Session,
) =>
  db
    .selectFrom('activity_notice as n')
    .where(reachesArea('n.area_code', session))
    .where(inDataType('n.data_type', session))
    .where(opensFor(session));

export const popupRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;
  const activityOpensFor = activityVisibleTo(buildCatalogue());

  route(app, ctx, endpoints.latestAnnouncementPopup, async ({ session }) => {
    const unreadPopups = visibleAnnouncements(db, session)
      .where('a.pop_up', '=', true)
      .where(unreadBy(session));
    // "您还有 N 条未读公告" counts what the bell lists (every unread announcement reaching the
    // caller), not only the popup ones: the two figures side by side must agree.
    const { n } = await visibleAnnouncements(db, session)
      .where(unreadBy(session))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const latest = await unreadPopups
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
    return {
      hasFail: latest !== undefined,
      info: latest
        ? {
            id: latest.id,
            title: latest.title,
            anannouncement_type: latest.announcement_type,
            content: latest.content,
          }
        : null,
      fileInfoList: files.map((f) => ({ id: f.id, fileName: f.file_name })),
      announcementPopUpsNotReadCount: Number(n),
    };
  });

  route(app, ctx, endpoints.readAnnouncementPopup, async ({ query, session }) => {
    const visible = await visibleAnnouncements(db, session)
      .select('a.id')
      .where('a.id', '=', query.id)
      .executeTakeFirst();
    if (!visible) throw notFound();
    await db
      .insertInto('announcement_read')
      .values({ announcement_id: visible.id, user_id: session.userId })
      .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
      .execute();
    return null;
  });

  route(app, ctx, endpoints.unreadAnnouncements, async ({ session, locale }) => {
    const rows = await visibleAnnouncements(db, session)
      .where(unreadBy(session))
      .select(['a.id', 'a.title', 'a.announcement_type', 'a.published_at', 'a.created_at'])
      .orderBy('a.published_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(100)
      .execute();
    const names = await dictLabels(db, 'announcement_type', locale);
    return {
      list: rows.map((r) => ({
        id: r.id,
        title: r.title,
        anannouncement_type: r.announcement_type,
        announcement_type_name: names.get(String(r.announcement_type)) ?? String(r.announcement_type),
        createTime: (r.published_at ?? r.created_at).toISOString(),
      })),
    };
  });

  // The notice routes (SPEC §2) show the announcement itself to whoever it reaches; managing
  // announcements (and reading drafts) stays behind the announcement permission.
  route(app, ctx, endpoints.noticeAnnouncement, async ({ params, session, locale }) => {
    const visible = await visibleAnnouncements(db, session)
      .select('a.id')
      .where('a.id', '=', params.id)
      .executeTakeFirst();
    if (!visible) throw notFound();
    const [record] = await toAnnouncements(db, [visible.id], locale);
    if (!record) throw notFound();
    return record;
  });

  route(app, ctx, endpoints.unpaidFees, async ({ session }) => {
    const rows = await db
      .selectFrom('fee_notice')
      .select(['id', 'title', 'created_at'])
      .where('user_id', '=', session.userId)
      .where('read_at', 'is', null)
      .orderBy('id', 'desc')
      .execute();
    return { list: rows.map((r) => ({ id: r.id, title: r.title, createTime: r.created_at.toISOString() })) };
  });

  route(app, ctx, endpoints.readFee, async ({ query, session }) => {
    const notice = await db
      .selectFrom('fee_notice')
      .select('id')
      .where('id', '=', query.id)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (!notice) throw notFound();
    await db
      .updateTable('fee_notice')
      .set({ read_at: new Date() })
      .where('id', '=', notice.id)
      .where('read_at', 'is', null)
      .execute();
    return null;
  });

  const visibleActivities = (session: Session) => activitiesVisibleTo(db, activityOpensFor, session);

  route(app, ctx, endpoints.unreadActivities, async ({ session }) => {
    const rows = await visibleActivities(session)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('activity_read as r')
              .select('r.notice_id')
              .whereRef('r.notice_id', '=', 'n.id')
              .where('r.user_id', '=', session.userId),
          ),
        ),
      )
      .select(['n.id', 'n.activity_id', 'n.title', 'n.content', 'n.created_at'])
      .orderBy('n.id', 'desc')
      .execute();
    return { list: rows.map(({ created_at, ...r }) => ({ ...r, createTime: created_at.toISOString() })) };
  });

  route(app, ctx, endpoints.readActivity, async ({ query, session }) => {
    const notice = await visibleActivities(session)
      .select('n.id')
      .where('n.id', '=', query.id)
      .executeTakeFirst();
    if (!notice) throw notFound();
    await db
      .insertInto('activity_read')
      .values({ notice_id: notice.id, user_id: session.userId })
      .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
      .execute();
    return null;
  });
};
