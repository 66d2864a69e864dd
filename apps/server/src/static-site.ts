import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedLanguages, LANGUAGE_COOKIE, preferredLocale, type Locale } from '@eldercare/validators';

/**
 * An entry of dist/prerendered.json, written by the back-office build
 * (apps/backoffice/scripts/prerender-login.mjs): a route rendered at build time, one file per
 * language, which the app does not show while `unlessCookie` is set (a session goes elsewhere).
 * With `variantCookie`, a file per language and value of that cookie too, keyed `<language>.<value>`
 * (the login page per size: its controls are as high as the user chose from the first paint).
 */
interface PrerenderedRoute {
  unlessCookie?: string;
  variantCookie?: string;
  files: Partial<Record<string, string>>;
}

const readPrerendered = (staticDir: string): Map<string, PrerenderedRoute> => {
  const file = path.join(staticDir, 'prerendered.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, PrerenderedRoute>),
  );
};

const cookieOf = (request: FastifyRequest, name: string): string | undefined => {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
};

/**
 * The route's file in the language the app will pick (SPEC §9's rule, shared with the browser), in
 * the variant the variant cookie names when the build made one (else the plain file).
 */
const prerenderedFile = (route: PrerenderedRoute | undefined, request: FastifyRequest) => {
  if (!route || (route.unlessCookie && cookieOf(request, route.unlessCookie))) return undefined;
  const language: Locale = preferredLocale(
    cookieOf(request, LANGUAGE_COOKIE),
    acceptedLanguages(request.headers['accept-language']),
  );
  const variant = route.variantCookie ? cookieOf(request, route.variantCookie) : undefined;
  // Object.hasOwn: a cookie value is the visitor's text, not a key to look up on the prototype.
  const key = `${language}.${variant}`;
  if (variant && Object.hasOwn(route.files, key)) return route.files[key];
  return route.files[language];
};

/**
 * Serves the built back-office with SPA fallback: any GET outside /prod-api that is not a file
 * gets index.html, or the route's prerendered page when the build made one (so /login
 * paints before any script). Returns false (and serves nothing) when the directory is missing.
 */
export const serveBackoffice = async (app: FastifyInstance, staticDir: string): Promise<boolean> => {
  const index = path.join(staticDir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const prerendered = readPrerendered(staticDir);
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
    const route = prerendered.get(urlPath);
    const page = prerenderedFile(route, request);
    // Which page a route gets depends on the language and session cookies and Accept-Language.
    if (route) reply.header('vary', 'cookie, accept-language');
    // no-cache: a new build's page (naming new hashed assets) is picked up at once. Told to
    // sendFile, whose own default (max-age=0) would replace a header set before.
    return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html', { cacheControl: false });
  });
  return true;
};
