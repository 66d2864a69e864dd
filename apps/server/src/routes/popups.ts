import { endpoints } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../http/app-error.js';
import { route } from '../http/route.js';
import { buildCatalogue } from '../resources/index.js';
import { activityVisibleTo } from '../services/activity-notice-scope.js';
import { markActivityNoticeRead, unreadActivityNotices } from '../services/activity-notice-repository.js';
import { toAnnouncements } from '../services/announcement-repository.js';
import { markFeeNoticeRead, unpaidFeeNotices } from '../services/fee-notice-repository.js';
import {
  latestUnreadPopup,
  markAnnouncementRead,
  unreadAnnouncements,
  visibleAnnouncementId,
} from '../services/published-announcement-repository.js';

const announcementPopupRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.latestAnnouncementPopup, async ({ session }) => {
    const { latest, files, unread } = await latestUnreadPopup(db, session);
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
      announcementPopUpsNotReadCount: unread,
    };
  });

  route(app, ctx, endpoints.readAnnouncementPopup, async ({ query, session }) => {
    const id = await visibleAnnouncementId(db, session, query.id);
    if (id === undefined) throw notFound();
    await markAnnouncementRead(db, session, id);
    return null;
  });

  route(app, ctx, endpoints.unreadAnnouncements, async ({ session, locale }) => ({
    list: await unreadAnnouncements(db, session, locale),
  }));

  // The notice routes (SPEC §2) show the announcement itself to whoever it reaches; managing
  // announcements (and reading drafts) stays behind the announcement permission.
  route(app, ctx, endpoints.noticeAnnouncement, async ({ params, session, locale }) => {
    const id = await visibleAnnouncementId(db, session, params.id);
    const [record] = id === undefined ? [] : await toAnnouncements(db, [id], locale);
    if (!record) throw notFound();
    return record;
  });
};

const feeAndActivityRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;
  const activityOpensFor = activityVisibleTo(buildCatalogue());

  route(app, ctx, endpoints.unpaidFees, async ({ session }) => ({
    list: await unpaidFeeNotices(db, session.userId),
  }));

  route(app, ctx, endpoints.readFee, async ({ query, session }) => {
    if (!(await markFeeNoticeRead(db, session.userId, query.id))) throw notFound();
    return null;
  });

  route(app, ctx, endpoints.unreadActivities, async ({ session }) => ({
    list: await unreadActivityNotices(db, activityOpensFor, session),
  }));

  route(app, ctx, endpoints.readActivity, async ({ query, session }) => {
    if (!(await markActivityNoticeRead(db, activityOpensFor, session, query.id))) throw notFound();
    return null;
  });
};

/** The bell's tabs: announcements, fee notices and activity notices as their readers see them. */
export const popupRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  announcementPopupRoutes(app, ctx);
  feeAndActivityRoutes(app, ctx);
};
