import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of the bearer token (hashes first, so lengths do not leak either). */
const bearerMatches = (header: string | undefined, token: string): boolean =>
  timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));

/** `/metrics` on the main port, answered only to `Authorization: Bearer <ELDERCARE_METRICS_TOKEN>`. */
export const serveMetricsWithToken = (app: FastifyInstance, registry: Registry, token: string): void => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

/**
 * `/metrics` on a port of its own (ELDERCARE_METRICS_PORT), for the monitoring network only: the
 * balancer publishes the main port, never this one. Closed with the app.
 */
export const serveMetricsOnPort = async (
  app: FastifyInstance,
  registry: Registry,
  port: number,
  host: string,
): Promise<void> => {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
};
