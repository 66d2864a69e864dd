import { endpoints, ErrorCode } from '@eldercare/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { insertLoginLog, insertOperLog } from '../../services/log-repository.js';

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_TEXT = 64;

/** The code of the envelope the reply carries (both serialisers write `code` first). */
const codeOf = (payload: unknown, reply: FastifyReply): number => {
  if (typeof payload === 'string') {
    const found = /^\{"code":(-?\d+)/.exec(payload);
    if (found?.[1] !== undefined) return Number(found[1]);
  }
  return reply.statusCode < 400 ? 0 : reply.statusCode === 400 ? ErrorCode.Invalid : reply.statusCode;
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : '');

/** A business module's key when the route serves one, else the contract's tag of the call. */
const moduleOf = (request: FastifyRequest): string => {
  const params = request.params as Record<string, unknown> | undefined;
  const module = textOf(params?.module);
  return module || textOf(request.routeOptions.schema?.tags?.[0]) || 'other';
};

/** Who made the call, how and from where (the path without its query, which may carry secrets). */
const callOf = (request: FastifyRequest) => ({
  userId: request.session?.userId ?? null,
  method: request.method,
  path: request.url.split('?')[0]?.slice(0, 300) ?? '',
  ip: request.ip,
});

const isLogin = (request: FastifyRequest) =>
  request.method === endpoints.login.method &&
  (request.routeOptions.url ?? '').endsWith(endpoints.login.path);

/**
 * Writes the operation log (every write call) and the login log (every sign-in attempt) from the
 * API's hooks, so no route can forget it: `onError` keeps the refusal's message id, `onSend`
 * writes the row before the answer leaves, with the code the answer carries. A failure to write
 * is logged and never changes the answer.
 */
export const recordSystemLogs = (api: FastifyInstance, ctx: AppContext): void => {
  const refusals = new WeakMap<FastifyRequest, string>();
  api.addHook('onError', async (request, _reply, error) => {
    const refusal: unknown = error;
    if (refusal instanceof AppError && refusal.messageId) refusals.set(request, refusal.messageId);
  });
  api.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || !request.routeOptions.url) return payload;
    const code = codeOf(payload, reply);
    const messageId = code === 0 ? null : (refusals.get(request) ?? null);
    try {
      if (isLogin(request)) {
        const body = request.body as Record<string, unknown> | undefined;
        await insertLoginLog(ctx.db, { userName: textOf(body?.username), ip: request.ip, code, messageId });
      } else {
        await insertOperLog(ctx.db, { ...callOf(request), module: moduleOf(request), code, messageId });
      }
    } catch (error) {
      request.log.warn({ err: error }, 'system log not written');
    }
    return payload;
  });
};

/**
 * An export in the operation log (reads are not logged, but a bulk export is what a leak looks
 * like): who, which module, how many rows, masked or with sensitive fields in clear.
 */
export const logExport = async (
  ctx: AppContext,
  request: FastifyRequest,
  module: string,
  rows: number,
  clear: boolean,
): Promise<void> => {
  await insertOperLog(ctx.db, {
    ...callOf(request),
    module,
    code: 0,
    messageId: clear ? 'exportClear' : 'exportMasked',
    params: { rows },
  });
};
