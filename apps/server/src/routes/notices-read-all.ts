import { endpoints, type NoticeKind } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { route } from '../http/route.js';
import { buildCatalogue } from '../resources/index.js';
import { activityVisibleTo } from './activity-notice-scope.js';
import { activitiesVisibleTo, unreadBy, visibleAnnouncements } from './popups.js';

type MarkAll = (db: Kysely<Database>, session: Session) => Promise<number>;

/**
 * 全部已读 of one bell tab: what the tab lists for the caller (the same visibility as its list)
 * becomes read; answers how many. Agenda items are work to do and are not marked.
 */
const markers = (opensFor: ReturnType<typeof activityVisibleTo>): Record<NoticeKind, MarkAll> => ({
  messages: async (db, session) => {
    const done = await db
      .updateTable('message_receiver')
      .set({ read_at: new Date() })
      .where('user_id', '=', session.userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows);
  },
  announcements: async (db, session) => {
    const unread = await visibleAnnouncements(db, session).where(unreadBy(session)).select('a.id').execute();
    if (unread.length === 0) return 0;
    await db
      .insertInto('announcement_read')
      .values(unread.map((a) => ({ announcement_id: a.id, user_id: session.userId })))
      .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
      .execute();
    return unread.length;
  },
  fees: async (db, session) => {
    const done = await db
      .updateTable('fee_notice')
      .set({ read_at: new Date() })
      .where('user_id', '=', session.userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows);
  },
  activities: async (db, session) => {
    const unread = await activitiesVisibleTo(db, opensFor, session)
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
      .select('n.id')
      .execute();
    if (unread.length === 0) return 0;
    await db
      .insertInto('activity_read')
      .values(unread.map((n) => ({ notice_id: n.id, user_id: session.userId })))
      .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
      .execute();
    return unread.length;
  },
});

export const noticeReadAllRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const mark = markers(activityVisibleTo(buildCatalogue()));
  route(app, ctx, endpoints.readAllNotices, async ({ body, session }) => ({
    count: await mark[body.kind](ctx.db, session),
  }));
};
