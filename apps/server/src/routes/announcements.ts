import { endpoints, ErrorCode, type Announcement } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { fileIdOfUrl } from '../files/entries.js';
import { AppError, invalid, notFound } from '../http/app-error.js';
import { t } from '../http/messages.js';
import { route } from '../http/route.js';
import { audit } from '../services/audit.js';
import { dictLabels } from '../services/dict-labels.js';
import { sanitizeRichText } from '../services/sanitize.js';
import { inArea, inDataType } from '../services/scope.js';

/** Announcements the caller manages: their area and below, current data type. */
const scoped = (db: Kysely<Database>, session: Session) =>
  db
    .selectFrom('announcement as a')
    .where(inArea('a.area_code', session))
    .where(inDataType('a.data_type', session));

/**
 * Attachments link to the file store (`/prod-api/biz/file/<id>`; the older `/files/…` form is still
 * read) or to an https: address — never `javascript:`, `data:` or any other scheme a click would
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

export const toAnnouncements = async (
  db: Kysely<Database>,
  ids: number[],
  locale: Locale,
): Promise<Announcement[]> => {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('announcement').selectAll().where('id', 'in', ids).execute();
  const files = await db
    .selectFrom('announcement_file')
    .selectAll()
    .where('announcement_id', 'in', ids)
    .orderBy('id')
    .execute();
  const names = await dictLabels(db, 'announcement_type', locale);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        version: r.version,
        title: r.title,
        content: r.content,
        anannouncement_type: r.announcement_type,
        announcement_type_name: names.get(String(r.announcement_type)) ?? String(r.announcement_type),
        upNews: r.up_news,
        popUp: r.pop_up,
        areaCode: r.area_code,
        fileInfoList: files
          .filter((f) => f.announcement_id === id)
          .map((f) => ({ id: f.id, fileName: f.file_name, url: f.url })),
        createTime: r.created_at.toISOString(),
        publishTime: r.published_at ? r.published_at.toISOString() : null,
      },
    ];
  });
};

export const announcementRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  const requireScoped = async (session: Session, id: number) => {
    const row = await scoped(db, session).select('a.id').where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row.id;
  };

  route(app, ctx, endpoints.listAnnouncements, async ({ query, session, locale }) => {
    let base = scoped(db, session);
    if (query.title) base = base.where('a.title', 'ilike', `%${query.title}%`);
    if (query.anannouncement_type) base = base.where('a.announcement_type', '=', query.anannouncement_type);
    if (query.upNews) base = base.where('a.up_news', '=', query.upNews);
    const { total } = await base
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const ids = await base
      .select('a.id')
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.size)
      .offset((query.current - 1) * query.size)
      .execute();
    return {
      records: await toAnnouncements(
        db,
        ids.map((r) => r.id),
        locale,
      ),
      total: Number(total),
      size: query.size,
      current: query.current,
    };
  });

  route(app, ctx, endpoints.getAnnouncement, async ({ params, session, locale }) => {
    const [record] = await toAnnouncements(db, [await requireScoped(session, params.id)], locale);
    if (!record) throw notFound();
    return record;
  });

  route(app, ctx, endpoints.createAnnouncement, async ({ body, session, locale }) => {
    requireSafeAttachments(body.files, locale);
    return db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('announcement')
        .values({
          title: body.title,
          content: sanitizeRichText(body.content),
          announcement_type: body.anannouncement_type,
          up_news: '0',
          pop_up: body.popUp,
          area_code: session.areaCode,
          data_type: session.dataType,
          created_by: session.userId,
          published_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (body.files.length) {
        await trx
          .insertInto('announcement_file')
          .values(body.files.map((f) => ({ announcement_id: id, file_name: f.fileName, url: f.url })))
          .execute();
      }
      await audit(trx, session.userId, 'announcement.create', `announcement:${id}`);
      return { id };
    });
  });

  route(app, ctx, endpoints.updateAnnouncement, async ({ body, session, locale }) => {
    const id = await requireScoped(session, body.id);
    requireSafeAttachments(body.files, locale);
    await db.transaction().execute(async (trx) => {
      // Two editors of one announcement: the later save over a version it never saw is refused.
      const { numUpdatedRows } = await trx
        .updateTable('announcement')
        .set((eb) => ({
          title: body.title,
          content: sanitizeRichText(body.content),
          announcement_type: body.anannouncement_type,
          pop_up: body.popUp,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (Number(numUpdatedRows) === 0) throw new AppError(ErrorCode.Conflict, 'staleVersion');
      await trx.deleteFrom('announcement_file').where('announcement_id', '=', id).execute();
      if (body.files.length) {
        await trx
          .insertInto('announcement_file')
          .values(body.files.map((f) => ({ announcement_id: id, file_name: f.fileName, url: f.url })))
          .execute();
      }
      await audit(trx, session.userId, 'announcement.update', `announcement:${id}`);
    });
    return null;
  });

  route(app, ctx, endpoints.deleteAnnouncement, async ({ params, session }) => {
    const id = await requireScoped(session, params.id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('announcement').where('id', '=', id).execute();
      await audit(trx, session.userId, 'announcement.delete', `announcement:${id}`);
    });
    return null;
  });

  const setPublished = async (session: Session, ids: number[], published: boolean) => {
    const inScope = ids.length
      ? await scoped(db, session).select('a.id').where('a.id', 'in', ids).execute()
      : [];
    const scopedIds = inScope.map((r) => r.id);
    if (scopedIds.length === 0) return 0;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('announcement')
        .set({ up_news: published ? '1' : '0', published_at: published ? new Date() : null })
        .where('id', 'in', scopedIds)
        .execute();
      await audit(
        trx,
        session.userId,
        published ? 'announcement.publish' : 'announcement.withdraw',
        `announcement:${scopedIds.join(',')}`,
      );
    });
    return scopedIds.length;
  };

  route(app, ctx, endpoints.publishAnnouncement, async ({ query, session }) => {
    if ((await setPublished(session, [query.id], true)) === 0) throw notFound();
    return null;
  });

  route(app, ctx, endpoints.withdrawAnnouncement, async ({ query, session }) => {
    if ((await setPublished(session, [query.id], false)) === 0) throw notFound();
    return null;
  });

  route(app, ctx, endpoints.publishAnnouncements, async ({ body, session }) => ({
    published: await setPublished(session, [...new Set(body.ids)], true),
  }));
};
