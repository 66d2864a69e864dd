import { endpoints } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import { fileIdOfUrl } from '../files/entries.js';
import { invalid, notFound } from '../http/app-error.js';
import { t } from '../http/messages.js';
import { route } from '../http/route.js';
import {
  createAnnouncementRow,
  deleteAnnouncementRow,
  listAnnouncements,
  managedAnnouncementIds,
  setAnnouncementsPublished,
  toAnnouncements,
  updateAnnouncementRow,
} from '../services/announcement-repository.js';

/**
 * Attachments link to the file store (`/prod-api/biz/file/<id>`, or the `/files/…` form of earlier
 * uploads) or to an https: address — never `javascript:`, `data:` or any other scheme a click would
 * run.
 */
export const isSafeAttachmentUrl = (url: string): boolean => {
  if (fileIdOfUrl(url)) return true;
  if (/^\/files\/[^/\\]/.test(url)) return !url.split(/[/\\]/).includes('..');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

const requireSafeAttachments = (files: readonly { url: string }[], locale: Locale) => {
  const index = files.findIndex((f) => !isSafeAttachmentUrl(f.url));
  if (index >= 0) throw invalid(t('badAttachmentUrl', locale), `files.${index}.url`);
};

export const announcementRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  const requireManaged = async (session: Session, id: number) => {
    const [managed] = await managedAnnouncementIds(db, session, [id]);
    if (managed === undefined) throw notFound();
    return managed;
  };
  const requirePublished = async (session: Session, id: number, published: boolean) => {
    if ((await setAnnouncementsPublished(db, session, [id], published)) === 0) throw notFound();
    return null;
  };

  route(app, ctx, endpoints.listAnnouncements, async ({ query, session, locale }) => ({
    ...(await listAnnouncements(db, session, query, locale)),
    size: query.size,
    current: query.current,
  }));

  route(app, ctx, endpoints.getAnnouncement, async ({ params, session, locale }) => {
    const [record] = await toAnnouncements(db, [await requireManaged(session, params.id)], locale);
    if (!record) throw notFound();
    return record;
  });

  route(app, ctx, endpoints.createAnnouncement, async ({ body, session, locale }) => {
    requireSafeAttachments(body.files, locale);
    return createAnnouncementRow(db, session, body);
  });

  route(app, ctx, endpoints.updateAnnouncement, async ({ body, session, locale }) => {
    const id = await requireManaged(session, body.id);
    requireSafeAttachments(body.files, locale);
    await updateAnnouncementRow(db, session, id, body);
    return null;
  });

  route(app, ctx, endpoints.deleteAnnouncement, async ({ params, session }) => {
    await deleteAnnouncementRow(db, session, await requireManaged(session, params.id));
    return null;
  });

  route(app, ctx, endpoints.publishAnnouncement, ({ query, session }) =>
    requirePublished(session, query.id, true),
  );

  route(app, ctx, endpoints.withdrawAnnouncement, ({ query, session }) =>
    requirePublished(session, query.id, false),
  );

  route(app, ctx, endpoints.publishAnnouncements, async ({ body, session }) => ({
    published: await setAnnouncementsPublished(db, session, [...new Set(body.ids)], true),
  }));
};
