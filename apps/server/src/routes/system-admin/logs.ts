import { endpoints, type LogResult } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { isMessageId, t } from '../../http/messages.js';
import { route } from '../../http/route.js';
import { listLoginLogs, listOperLogs } from '../../services/log-repository.js';

const messageOf = (
  id: string | null,
  locale: Locale,
  params: Record<string, string | number> | null = null,
) => (id && isMessageId(id) ? t(id, locale, { id: '', ...params }) : '');

const resultOf = (code: number): LogResult => (code === 0 ? 'success' : 'failure');

/** 操作日志 and 登录日志: what the recorder wrote, newest first, in the caller's scope. */
export const logRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  route(app, ctx, endpoints.operLogs, async ({ query, session, locale }) => {
    const { rows, total } = await listOperLogs(ctx.db, session, query);
    return {
      records: rows.map((r) => ({
        id: r.id,
        userName: r.user_name ?? '',
        nickName: r.nick_name ?? '',
        module: r.module,
        method: r.method,
        path: r.path,
        result: resultOf(r.code),
        code: r.code,
        message: messageOf(r.message_id, locale, r.params),
        ip: r.ip,
        createdAt: r.created_at.toISOString(),
      })),
      total,
      size: query.size,
      current: query.current,
    };
  });

  route(app, ctx, endpoints.loginLogs, async ({ query, session, locale }) => {
    const { rows, total } = await listLoginLogs(ctx.db, session, query);
    return {
      records: rows.map((r) => ({
        id: r.id,
        userName: r.user_name,
        ip: r.ip,
        result: resultOf(r.code),
        reason: messageOf(r.message_id, locale),
        createdAt: r.created_at.toISOString(),
      })),
      total,
      size: query.size,
      current: query.current,
    };
  });
};
