import { endpoints, type MessageRecord } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { notFound } from '../http/app-error.js';
import { route } from '../http/route.js';
import { dictLabels } from '../services/dict-labels.js';
import { unreadCount } from '../services/message-count.js';
import { agendaOf } from './agenda-items.js';

export const messageRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.messageCount, async ({ session }) => {
    // Polled by every open back-office tab: the receipts are counted once per change of them; the
    // agenda counts records that change with any write, so it is counted on each poll.
    const { unread } = await unreadCount(db, session.userId, async () => {
      const { rows } = await sql<{ unread: string }>`
        select count(*) as unread from message_receiver
        where user_id = ${session.userId} and read_at is null`.execute(db);
      const count = Number(rows[0]?.unread ?? 0);
      return { unread: count, agenda: 0, total: count };
    });
    const agenda = (await agendaOf(db, session)).reduce((sum, a) => sum + a.total, 0);
    return { unread, agenda, total: unread + agenda };
  });

  /** Messages as the caller received them: only their own receipts exist for them. */
  const received = (userId: number) =>
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
  type ReceivedRow = {
    id: number;
    title: string;
    content: string;
    msg_type: MessageRecord['msgType'];
    send_obj_type_name: string;
    created_at: Date;
    read_at: Date | null;
  };
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

  route(app, ctx, endpoints.messages, async ({ query, session, locale }) => {
    let base = received(session.userId);
    if (query.readState === '0') base = base.where('r.read_at', 'is', null);
    if (query.readState === '1') base = base.where('r.read_at', 'is not', null);
    if (query.msgType) base = base.where('m.msg_type', '=', query.msgType);
    if (query.title) base = base.where('m.title', 'ilike', `%${query.title}%`);
    const { total } = await base
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select(RECORD_COLUMNS)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(query.size)
      .offset((query.current - 1) * query.size)
      .execute();
    const typeNames = await dictLabels(db, 'msg_type', locale);
    const agenda = await agendaOf(db, session);
    return {
      bizSysMsgReceiveIPage: {
        records: rows.map((r) => toRecord(r, typeNames)),
        total: Number(total),
        size: query.size,
        current: query.current,
      },
      agendaTotalVoList: { list: agenda, total: agenda.reduce((sum, a) => sum + a.total, 0) },
    };
  });

  // Another user's message answers like a missing one: nothing tells the caller it exists.
  route(app, ctx, endpoints.messageDetail, async ({ params, session, locale }) => {
    const row = await received(session.userId)
      .select(RECORD_COLUMNS)
      .where('m.id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toRecord(row, await dictLabels(db, 'msg_type', locale));
  });

  route(app, ctx, endpoints.readMessage, async ({ params, session }) => {
    const result = await db
      .updateTable('message_receiver')
      .set({ read_at: new Date() })
      .where('message_id', '=', params.id)
      .where('user_id', '=', session.userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const exists = await db
        .selectFrom('message_receiver')
        .select('message_id')
        .where('message_id', '=', params.id)
        .where('user_id', '=', session.userId)
        .executeTakeFirst();
      if (!exists) throw notFound();
    }
    return null;
  });

  route(app, ctx, endpoints.reminders, async ({ session }) => {
    const roleKeys = session.roles.map((r) => r.roleKey);
    if (roleKeys.length === 0) return [];
    const rows = await db
      .selectFrom('reminder')
      .select(['id', 'remind_handle', 'remind_view_index'])
      .where('role_key', 'in', roleKeys)
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    // One reminder per text even when several of the caller's roles carry it.
    const seen = new Set<string>();
    return rows
      .filter((r) => (seen.has(r.remind_handle) ? false : (seen.add(r.remind_handle), true)))
      .map((r) => ({ id: r.id, remindHandle: r.remind_handle, remindViewIndex: r.remind_view_index }));
  });
};
