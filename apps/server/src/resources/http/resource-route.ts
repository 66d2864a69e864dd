import { ErrorCode, type Endpoint } from '@eldercare/contract';
import { resourcePerm } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasPermission } from '../../auth/session-context.js';
import type { AppContext } from '../../context.js';
import { AppError, forbidden } from '../../http/app-error.js';
import { route, type Authorise, type HandlerInput } from '../../http/route.js';
import type { Catalogue, ServedResource } from '../schema/catalogue.js';
import { t } from '../../http/messages.js';

/** What a resource handler gets: `route`'s input, with the module the path names. */
export type ResourceInput<E extends Endpoint> = Omit<HandlerInput<E, ServedResource>, 'granted'> & {
  resource: ServedResource;
};

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
 * Registers one generic resource endpoint through `route` (src/http/route.ts): the caller is
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
  const authoriseModule: Authorise<ServedResource> = (request, session) => {
    const resource = catalogue.find(moduleOf(request));
    if (!resource) throw new AppError(ErrorCode.NotFound, null, t('unknownModule', request.locale));
    const permission = permissionOf
      ? permissionOf(resource, request.params as Record<string, unknown>, request.locale)
      : resourcePerm(resource.key, action);
    const anyOf = typeof permission === 'string' ? [permission] : permission;
    if (!anyOf.some((p) => hasPermission(session, p))) throw forbidden();
    return resource;
  };
  route(
    app,
    ctx,
    endpoint,
    async (input) => (await handler({ ...input, resource: input.granted })) as z.input<E['response']>,
    authoriseModule,
  );
};
