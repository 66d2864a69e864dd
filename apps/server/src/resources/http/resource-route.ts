import { envelope, ErrorCode, type Endpoint } from '@eldercare/contract';
import { resourcePerm } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticate } from '../../auth/authenticate.js';
import { hasPermission, type Session } from '../../auth/session-context.js';
import type { AppContext } from '../../context.js';
import { AppError, forbidden } from '../../http/app-error.js';
import { localeFromHeader } from '../../http/locale.js';
import type { Catalogue, ServedResource } from '../schema/catalogue.js';
import { t } from '../../http/messages.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface ResourceInput<E extends Endpoint> {
  query: Out<E['query']>;
  body: Out<E['body']>;
  params: Out<E['params']>;
  locale: Locale;
  session: Session;
  resource: ServedResource;
  request: FastifyRequest;
  reply: FastifyReply;
}

const moduleOf = (request: FastifyRequest): string => {
  const params = request.params as { module?: unknown };
  return typeof params.module === 'string' ? params.module : '';
};

/**
 * The permission a call needs when it is not `biz:<module>:<action>`: a workflow step's is named by
 * the step in the path; a list means any one of them. Reads the raw path parameters (not yet
 * validated); may throw a refusal.
 */
export type PermissionOf = (
  resource: ServedResource,
  params: Record<string, unknown>,
  locale: Locale,
) => string | readonly string[];

/**
 * Registers one generic resource endpoint. Like `route` (src/http/route.ts), the caller is
 * authenticated and authorised before any input is validated; here the permission is
 * `biz:<module>:<action>` (or `permissionOf`'s), known only once the path names the module.
 */
export const resourceRoute = <E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  catalogue: Catalogue,
  spec: { action: string; endpoint: E },
  handler: (input: ResourceInput<E>) => Promise<unknown>,
  permissionOf?: PermissionOf,
): void => {
  const { endpoint, action } = spec;
  const served = new WeakMap<FastifyRequest, ServedResource>();
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    onRequest: async (request) => {
      request.locale = localeFromHeader(request.headers['accept-language']);
      request.session = null;
      // The same pipeline as every contract route (src/auth/authenticate.ts).
      const session = await authenticate(ctx, request);
      request.session = session;
      const resource = catalogue.find(moduleOf(request));
      if (!resource) throw new AppError(ErrorCode.NotFound, null, t('unknownModule', request.locale));
      const permission = permissionOf
        ? permissionOf(resource, request.params as Record<string, unknown>, request.locale)
        : resourcePerm(resource.key, action);
      const anyOf = typeof permission === 'string' ? [permission] : permission;
      if (!anyOf.some((p) => hasPermission(session, p))) throw forbidden();
      served.set(request, resource);
    },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.binary ? {} : { response: { 200: envelope(endpoint.response) } }),
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const resource = served.get(request);
      if (!resource || !request.session) throw new AppError(ErrorCode.TokenInvalid, 'tokenMissing');
      const data = await handler({
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        params: request.params as Out<E['params']>,
        locale: request.locale,
        session: request.session,
        resource,
        request,
        reply,
      });
      if (endpoint.binary) {
        return reply.type(endpoint.binary.contentType).header('cache-control', 'no-store').send(data);
      }
      return { code: 0, msg: 'ok', data };
    },
  });
};
