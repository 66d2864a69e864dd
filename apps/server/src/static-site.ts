import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built back-office with SPA fallback: any GET outside /prod-api that is not a file
 * gets index.html. Returns false (and serves nothing) when the directory is missing.
 */
export const serveBackoffice = async (app: FastifyInstance, staticDir: string): Promise<boolean> => {
  const index = path.join(staticDir, 'index.html');
  if (!fs.existsSync(index)) return false;
  // The build writes .br/.gz beside each asset; hashed assets never change, so they cache for a year.
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    // Unknown API paths stay API 404s; the SPA fallback is for the back-office's routes only.
    if (urlPath === '/prod-api' || urlPath.startsWith('/prod-api/')) {
      return reply.code(404).send({ code: 404, msg: 'Not Found', data: null });
    }
    const file = path.normalize(path.join(staticDir, urlPath));
    if (file.startsWith(staticDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(staticDir, file));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
};
