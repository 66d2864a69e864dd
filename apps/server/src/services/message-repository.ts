import type { MessageListQuerySchema, MessageRecord } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import { dictLabels } from './dict-labels.js';
import { countRows, onePage } from './paging.js';

type Db = Kysely<Database>;

/** Messages as the user received them: only their own receipts exist for them. */
const received = (db: Db, userId: number) =>
  db
    .selectFrom('message_receiver as r')
    .innerJoin('message as m', 'm.id', 'r.message_id')
    .where('r.user_id', '=', userId);

const RECORD_COLUMNS = [
  'm.id',
  'm.title',
  'm.content',
  'm.msg_type',
  'm.send_obj_type_name',
  'm.created_at',
  'r.read_at',
] as const;

interface ReceivedRow {
  id: number;
  title: string;
  content: string;
  msg_type: MessageRecord['msgType'];
  send_obj_type_name: string;
  created_at: Date;
  read_at: Date | null;
}

const toRecord = (r: ReceivedRow, typeNames: Map<string, string>): MessageRecord => ({
  id: r.id,
  title: r.title,
  content: r.content,
  msgType: r.msg_type,
  msgTypeName: typeNames.get(r.msg_type) ?? r.msg_type,
  sendObjTypeName: r.send_obj_type_name,
  readState: r.read_at ? '1' : '0',
  createTime: r.created_at.toISOString(),
});

/** How many of the user's receipts are unread. */
export const countUnreadMessages = async (db: Db, userId: number) => {
  const { rows } = await sql<{ unread: string }>`
    select count(*) as unread from message_receiver
    where user_id = ${userId} and read_at is null`.execute(db);
  return Number(rows[0]?.unread ?? 0);
};

/** One page of the messages the user received matching the filters, newest first. */
export const listReceivedMessages = async (
  db: Db,
  userId: number,
  query: z.output<typeof MessageListQuerySchema>,
  locale: Locale,
) => {
  let base = received(db, userId);
  if (query.readState === '0') base = base.where('r.read_at', 'is', null);
  if (query.readState === '1') base = base.where('r.read_at', 'is not', null);
  if (query.msgType) base = base.where('m.msg_type', '=', query.msgType);
  if (query.title) base = base.where('m.title', 'ilike', `%${query.title}%`);
  const total = await countRows(base);
  const rows = await base
    .select(RECORD_COLUMNS)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .$call((q) => onePage(q, query))
    .execute();
  const typeNames = await dictLabels(db, 'msg_type', locale);
  return { records: rows.map((r) => toRecord(r, typeNames)), total };
};

/** A message the user received, if they did. */
export const findReceivedMessage = async (db: Db, userId: number, id: number, locale: Locale) => {
  const row = await received(db, userId).select(RECORD_COLUMNS).where('m.id', '=', id).executeTakeFirst();
  return row ? toRecord(row, await dictLabels(db, 'msg_type', locale)) : undefined;
};

/** Marks the user's receipt of a message read; false when they never received it. */
export const markMessageRead = async (db: Db, userId: number, id: number) => {
  const result = await db
    .updateTable('message_receiver')
    .set({ read_at: new Date() })
    .where('message_id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const exists = await db
    .selectFrom('message_receiver')
    .select('message_id')
    .where('message_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return exists !== undefined;
};

/** Every unread receipt of the user becomes read; answers how many. */
export const markAllMessagesRead = async (db: Db, userId: number) => {
  const done = await db
    .updateTable('message_receiver')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
};
