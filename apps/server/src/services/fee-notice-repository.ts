import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

/** The user's unread fee notices, newest first. */
export const unpaidFeeNotices = async (db: Db, userId: number) => {
  const rows = await db
    .selectFrom('fee_notice')
    .select(['id', 'title', 'created_at'])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, createTime: r.created_at.toISOString() }));
};

/** Marks one of the user's fee notices read; false when the user has no such notice. */
export const markFeeNoticeRead = async (db: Db, userId: number, id: number) => {
  const notice = await db
    .selectFrom('fee_notice')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!notice) return false;
  await db
    .updateTable('fee_notice')
    .set({ read_at: new Date() })
    .where('id', '=', notice.id)
    .where('read_at', 'is', null)
    .execute();
  return true;
};

/** Every unread fee notice of the user becomes read; answers how many. */
export const markAllFeeNoticesRead = async (db: Db, userId: number) => {
  const done = await db
    .updateTable('fee_notice')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
};
