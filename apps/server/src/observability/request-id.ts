import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a balancer passes its id in, and the one every answer carries. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, 8–128 long: anything else (log injection, huge values) is replaced. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the balancer's id when it is sane, else a new UUID. */
export const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
};

export interface RequestScope {
  reqId: string;
  traceId?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * pino's mixin: lines logged through the app's logger (not the request's, which carries `reqId`
 * already) while a request is being served get its id too, and its trace id when tracing is on.
 */
export const requestScopeMixin = (
  _merge: object,
  _level: number,
  logger: { bindings: () => Record<string, unknown> },
): Partial<RequestScope> => {
  const current = scope.getStore();
  if (!current) return {};
  const trace = current.traceId ? { traceId: current.traceId } : {};
  return 'reqId' in logger.bindings() ? trace : { reqId: current.reqId, ...trace };
};

/** The scope of the request being served, if any (tracing adds its trace id to it). */
export const currentRequestScope = (): RequestScope | undefined => scope.getStore();

/** Runs `next` (Fastify's `done`) inside the request's scope; called before and after body parsing. */
export const runInScope = (entered: RequestScope, next: () => void): void => scope.run(entered, next);
