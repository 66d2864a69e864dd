import { endpoints } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../http/app-error.js';
import { route } from '../http/route.js';
import { unreadCount } from '../services/message-count.js';
import {
  countUnreadMessages,
  findReceivedMessage,
  listReceivedMessages,
  markMessageRead,
} from '../services/message-repository.js';
import { remindersOfRoles } from '../services/reminder-repository.js';
import { agendaOf } from '../services/agenda-items.js';

export const messageRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  route(app, ctx, endpoints.messageCount, async ({ session }) => {
    // Polled by every open back-office tab: the receipts are counted once per change of them; the
    // agenda counts records that change with any write, so it is counted on each poll.
    const { unread } = await unreadCount(db, session.userId, async () => {
      const count = await countUnreadMessages(db, session.userId);
      return { unread: count, agenda: 0, total: count };
    });
    const agenda = (await agendaOf(db, session)).reduce((sum, a) => sum + a.total, 0);
    return { unread, agenda, total: unread + agenda };
  });

  route(app, ctx, endpoints.messages, async ({ query, session, locale }) => {
    const page = await listReceivedMessages(db, session.userId, query, locale);
    const agenda = await agendaOf(db, session);
    return {
      bizSysMsgReceiveIPage: { ...page, size: query.size, current: query.current },
      agendaTotalVoList: { list: agenda, total: agenda.reduce((sum, a) => sum + a.total, 0) },
    };
  });

  // Another user's message answers like a missing one: nothing tells the caller it exists.
  route(app, ctx, endpoints.messageDetail, async ({ params, session, locale }) => {
    const record = await findReceivedMessage(db, session.userId, params.id, locale);
    if (!record) throw notFound();
    return record;
  });

  route(app, ctx, endpoints.readMessage, async ({ params, session }) => {
    if (!(await markMessageRead(db, session.userId, params.id))) throw notFound();
    return null;
  });

  route(app, ctx, endpoints.reminders, async ({ session }) =>
    remindersOfRoles(
      db,
      session.roles.map((r) => r.roleKey),
    ),
  );
};
