import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer in: brotli, else gzip, as the client accepts them (q=0 refuses one). */
export const acceptedEncoding = (header: string | undefined): Encoding => {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
};

const MAX_BODIES = 96;
const bodies = new Map<string, string | Buffer>();

const remember = (key: string, body: string | Buffer) => {
  bodies.set(key, body);
  // Oldest first: one entry per user and encoding, bounded.
  while (bodies.size > MAX_BODIES) {
    const oldest = bodies.keys().next().value;
    if (oldest === undefined) break;
    bodies.delete(oldest);
  }
};

const encode = (json: string, encoding: Encoding): string | Buffer => {
  if (encoding === 'br')
    return brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
      },
    });
  if (encoding === 'gzip') return gzipSync(json);
  return json;
};

/**
 * A large answer that many calls repeat unchanged (user/info: admin's is 119 KB) is serialised and
 * compressed once per content. The ETag is a hash of `source`, whatever determines the answer (a
 * fingerprint may stand for a large part of it); the serialised, encoded bytes are kept under it,
 * so a repeat costs neither the response schema's check, nor JSON, nor compression. An
 * If-None-Match naming the ETag gets a 304. `private, no-cache` lets the browser keep the answer
 * but revalidate it on every use: XHR and fetch then see the cached 200, so clients need no
 * change. Vary on the authorization header: another user's answer is never reused (the ETag
 * covers the user too).
 */
export const cachedAnswer = (request: FastifyRequest, reply: FastifyReply, source: unknown): void => {
  const etag = `"${createHash('sha1').update(JSON.stringify(source)).digest('base64url')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'authorization, accept-encoding');
  const asked = request.headers['if-none-match'];
  const matches = (asked ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
  if (matches) {
    reply.code(304).serializer(() => '');
    return;
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  // Fastify sends a Buffer from a serializer as it is; its type says string only.
  const serializer = (payload: Record<string, unknown>): string | Buffer => {
    const key = `${etag} ${encoding}`;
    let body = bodies.get(key);
    if (body === undefined) {
      const plain = bodies.get(`${etag} identity`);
      const json = typeof plain === 'string' ? plain : String(reply.serializeInput(payload, '200'));
      if (plain === undefined) remember(`${etag} identity`, json);
      body = encode(json, encoding);
      remember(key, body);
    }
    // Fastify types only what its own serializer produced; compression skips encoded answers.
    reply.type('application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return body;
  };
  reply.serializer(serializer as (payload: Record<string, unknown>) => string);
};
