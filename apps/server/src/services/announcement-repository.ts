import {
  ErrorCode,
  type Announcement,
  type AnnouncementListQuerySchema,
  type CreateAnnouncementSchema,
  type UpdateAnnouncementSchema,
} from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { audit } from './audit.js';
import { dictLabels } from './dict-labels.js';
import { sanitizeRichText } from './sanitize.js';
import { inArea, inDataType } from './scope.js';
import { countRows, onePage } from './paging.js';

type Db = Kysely<Database>;
type CreateBody = z.output<typeof CreateAnnouncementSchema>;
type UpdateBody = z.output<typeof UpdateAnnouncementSchema>;

/** Announcements the caller manages: their area and below, current data type. */
const scoped = (db: Db, session: Session) =>
  db
    .selectFrom('announcement as a')
    .where(inArea('a.area_code', session))
    .where(inDataType('a.data_type', session));

/** The announcements of `ids` in that order, with their files and type names. */
export const toAnnouncements = async (db: Db, ids: number[], locale: Locale): Promise<Announcement[]> => {
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

/** The ids among `ids` the caller manages. */
export const managedAnnouncementIds = async (db: Db, session: Session, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const rows = await scoped(db, session).select('a.id').where('a.id', 'in', ids).execute();
  return rows.map((r) => r.id);
};

/** One page of the announcements the caller manages, newest first. */
export const listAnnouncements = async (
  db: Db,
  session: Session,
  query: z.output<typeof AnnouncementListQuerySchema>,
  locale: Locale,
) => {
  let base = scoped(db, session);
  if (query.title) base = base.where('a.title', 'ilike', `%${query.title}%`);
  if (query.anannouncement_type) base = base.where('a.announcement_type', '=', query.anannouncement_type);
  if (query.upNews) base = base.where('a.up_news', '=', query.upNews);
  const total = await countRows(base);
  const ids = await base
    .select('a.id')
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .$call((q) => onePage(q, query))
    .execute();
  const records = await toAnnouncements(
    db,
    ids.map((r) => r.id),
    locale,
  );
  return { records, total };
};

const insertFiles = async (trx: Transaction<Database>, id: number, files: CreateBody['files']) => {
  if (files.length === 0) return;
  await trx
    .insertInto('announcement_file')
    .values(files.map((f) => ({ announcement_id: id, file_name: f.fileName, url: f.url })))
    .execute();
};

/** A new draft in the caller's area and data type, with its files and the audit row. */
export const createAnnouncementRow = (db: Db, session: Session, body: CreateBody) =>
  db.transaction().execute(async (trx) => {
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
    await insertFiles(trx, id, body.files);
    await audit(trx, session.userId, 'announcement.create', `announcement:${id}`);
    return { id };
  });

/**
 * An edit with its files, in one transaction. Two editors of one announcement: the later save over
 * a version it never saw is refused.
 */
export const updateAnnouncementRow = (db: Db, session: Session, id: number, body: UpdateBody) =>
  db.transaction().execute(async (trx) => {
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
    await insertFiles(trx, id, body.files);
    await audit(trx, session.userId, 'announcement.update', `announcement:${id}`);
  });

export const deleteAnnouncementRow = (db: Db, session: Session, id: number) =>
  db.transaction().execute(async (trx) => {
    await trx.deleteFrom('announcement').where('id', '=', id).execute();
    await audit(trx, session.userId, 'announcement.delete', `announcement:${id}`);
  });

/** Publishes or withdraws the announcements of `ids` the caller manages; answers how many. */
export const setAnnouncementsPublished = async (
  db: Db,
  session: Session,
  ids: readonly number[],
  published: boolean,
) => {
  const scopedIds = await managedAnnouncementIds(db, session, ids);
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
