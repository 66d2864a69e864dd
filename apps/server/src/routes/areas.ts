import { createHash } from 'node:crypto';
import { AREA_TREE_MAX_AGE_SECONDS, endpoints, type AreaNode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { route } from '../http/route.js';
import { loadAreaTree } from '../services/areas.js';

/** True when an `If-None-Match` header names `etag` (a list, `*`, weak or strong forms). */
const matches = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t.replace(/^W\//, '') === bare);
};

/**
 * The area tree for every signed-in user (pickers and area names on any page). It is the same for
 * everyone and changes rarely, so it carries an ETag and may be reused for a few minutes; an
 * unchanged tree answers 304 with no body. Several instances compute the same ETag from the data.
 */
export const areaRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  route(app, ctx, endpoints.areaTree, async ({ request, reply }) => {
    const tree: AreaNode[] = await loadAreaTree(ctx.db);
    const etag = `W/"${createHash('sha1').update(JSON.stringify(tree)).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', `private, max-age=${AREA_TREE_MAX_AGE_SECONDS}`);
    // Node sends no body with a 304 (the envelope below is dropped on the wire).
    if (matches(request.headers['if-none-match'], etag)) reply.code(304);
    return tree;
  });
};
