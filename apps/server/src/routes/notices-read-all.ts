import { endpoints, type NoticeKind } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { route } from '../http/route.js';
import { buildCatalogue } from '../resources/index.js';
import { markAllActivityNoticesRead, type ActivityOpensFor } from '../services/activity-notice-repository.js';
import { activityVisibleTo } from '../services/activity-notice-scope.js';
import { markAllFeeNoticesRead } from '../services/fee-notice-repository.js';
import { markAllMessagesRead } from '../services/message-repository.js';
import { markAllAnnouncementsRead } from '../services/published-announcement-repository.js';

type MarkAll = (db: Kysely<Database>, session: Session) => Promise<number>;

/**
 * 全部已读 of one bell tab: what the tab lists for the caller (the same visibility as its list)
 * becomes read; answers how many. Agenda items are work to do and are not marked.
 */
const markers = (opensFor: ActivityOpensFor): Record<NoticeKind, MarkAll> => ({
  messages: (db, session) => markAllMessagesRead(db, session.userId),
  announcements: markAllAnnouncementsRead,
  fees: (db, session) => markAllFeeNoticesRead(db, session.userId),
  activities: (db, session) => markAllActivityNoticesRead(db, opensFor, session),
});

export const noticeReadAllRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const mark = markers(activityVisibleTo(buildCatalogue()));
  route(app, ctx, endpoints.readAllNotices, async ({ body, session }) => ({
    count: await mark[body.kind](ctx.db, session),
  }));
};
