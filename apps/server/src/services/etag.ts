import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers with an ETag computed from `source` (whatever determines the answer; a fingerprint may
 * stand for a large part) and, when the request's If-None-Match names it, turns the answer into a
 * 304 and returns true. `private, no-cache` lets the browser keep the answer but revalidate it on
 * every use: XHR and fetch then see the cached 200 again, so clients need no change. Vary on the
 * authorization header: another user's answer in the same browser is never reused (the ETag
 * covers the user too).
 */
export const notModified = (request: FastifyRequest, reply: FastifyReply, source: unknown): boolean => {
  const etag = `"${createHash('sha1').update(JSON.stringify(source)).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
  const asked = request.headers['if-none-match'];
  if (!asked) return false;
  const matches = asked
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
  if (matches) reply.code(304);
  return matches;
};
