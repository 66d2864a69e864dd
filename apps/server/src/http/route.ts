import { endpoints, envelope, ErrorCode, PUBLIC, SIGNED_IN, type Endpoint } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate } from '../auth/authenticate.js';
import { hasPermission, type Session } from '../auth/session-context.js';
import type { AppContext } from '../context.js';
import { AppError, forbidden, invalid } from './app-error.js';
import { localeFromHeader } from './locale.js';
import { checkFieldRules } from './validation.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<E extends Endpoint, G = undefined> {
  query: Out<E['query']>;
  body: Out<E['body']>;
  params: Out<E['params']>;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller; throws on public routes, where there is none. */
  session: Session;
  /** What the route's own `authorise` answered (e.g. the module the path names). */
  granted: G;
}

/**
 * A route's own permission check, for calls whose permission the path decides (a module's
 * `biz:<module>:<action>`). Runs after authentication, before any input is validated, with the
 * caller already kept on the request (its refusals are logged with their caller); throws a
 * refusal or answers what the handler needs.
 */
export type Authorise<G> = (request: FastifyRequest, session: Session) => G;

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    locale: Locale;
  }
}

/** What a user who must replace an administrator-set password may still call. */
const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlySet<Endpoint> = new Set<Endpoint>([
  endpoints.firstPassword,
  endpoints.changePassword,
  endpoints.firstLogin,
  endpoints.passwordCheck,
  endpoints.logout,
  endpoints.userInfo,
]);

/**
 * Registers one endpoint of the contract: its schemas validate the request and the response,
 * its permission (the contract's, or `authorise`'s) is checked before the handler runs, and the
 * result is wrapped in the envelope.
 */
export const route = <E extends Endpoint, G = undefined>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: HandlerInput<E, G>) => Promise<z.input<E['response']>>,
  authorise?: Authorise<G>,
): void => {
  const allowedBeforePasswordChange = OPEN_BEFORE_PASSWORD_CHANGE.has(endpoint);
  const granted = new WeakMap<FastifyRequest, G>();
  const authenticateAndAuthorise = async (request: FastifyRequest) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
    request.session = null;
    if (endpoint.permission === PUBLIC) return;
    const session = await authenticate(ctx, request, { allowedBeforePasswordChange });
    if (authorise) {
      request.session = session;
      granted.set(request, authorise(request, session));
      return;
    }
    if (endpoint.permission !== SIGNED_IN && !hasPermission(session, endpoint.permission)) throw forbidden();
    request.session = session;
  };

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Authentication runs before validation so unauthorised callers learn nothing about inputs.
    onRequest: authenticateAndAuthorise,
    preHandler: async (request) => {
      const failure =
        checkFieldRules(endpoint.body, request.body, request.locale) ??
        checkFieldRules(endpoint.query, request.query, request.locale);
      if (failure) throw invalid(failure.message, failure.field);
    },
    schema: {
      summary: endpoint.summary,
      // A route with its own check needs a permission the contract cannot name.
      ...(authorise ? {} : { description: `Permission: ${endpoint.permission}` }),
      tags: [endpoint.tag],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.binary ? {} : { response: { 200: envelope(endpoint.response) } }),
      ...(endpoint.permission === PUBLIC ? {} : { security: [{ bearer: [] }] }),
    },
    handler: async (request, reply) => {
      const input: HandlerInput<E, G> = {
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        params: request.params as Out<E['params']>,
        locale: request.locale,
        request,
        reply,
        get session(): Session {
          if (!request.session) throw new AppError(ErrorCode.TokenInvalid, 'tokenMissing');
          return request.session;
        },
        granted: granted.get(request) as G,
      };
      const data = await handler(input);
      if (endpoint.binary)
        return reply.type(endpoint.binary.contentType).header('cache-control', 'no-store').send(data);
      return { code: 0, msg: 'ok', data };
    },
  });
};
