import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

/** What the back-office build writes (apps/backoffice/scripts/prerender-login.mjs), in small. */
const HEADINGS = { 'zh-CN': '友康养老云', en: 'Youkang Elderly Care Cloud', es: 'Nube de Cuidado Youkang' };
const INDEX = '<!doctype html><div id="root"></div>';

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-static-prerendered-'));
  await fs.writeFile(path.join(staticDir, 'index.html'), INDEX);
  const files: Record<string, string> = {};
  for (const [language, heading] of Object.entries(HEADINGS)) {
    files[language] = `login.${language}.html`;
    await fs.writeFile(
      path.join(staticDir, `login.${language}.html`),
      `<!doctype html><html lang="${language}"><div id="root"><h1>${heading}</h1></div>`,
    );
    // One other size per language, as the build writes one per size.
    files[`${language}.mini`] = `login.${language}.mini.html`;
    await fs.writeFile(
      path.join(staticDir, `login.${language}.mini.html`),
      `<!doctype html><html lang="${language}"><div id="root" data-size="mini"><h1>${heading}</h1></div>`,
    );
  }
  await fs.writeFile(
    path.join(staticDir, 'prerendered.json'),
    JSON.stringify({ '/login': { unlessCookie: 'Admin-Token', variantCookie: 'size', files } }),
  );
  server = await startTestServer({ STATIC_DIR: staticDir }, { serveStatic: true });
});
afterAll(async () => {
  await server?.close().catch(() => undefined);
  await fs.rm(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('the prerendered login page', () => {
  it('is sent in the language of the language cookie, over Accept-Language', async () => {
    const res = await get('/login', {
      cookie: 'sidebarStatus=1; language=es',
      'accept-language': 'zh-CN,zh',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>${HEADINGS.es}</h1>`);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('follows Accept-Language (by q) without a cookie, with a query string too', async () => {
    const res = await get('/login?redirect=%2Fsystem%2Fuser', {
      'accept-language': 'fr;q=0.9, zh-TW;q=0.8, en;q=0.5',
    });
    expect(res.body).toContain(`<h1>${HEADINGS['zh-CN']}</h1>`);
  });

  it('is English when neither names a language the product has (SPEC §9)', async () => {
    expect((await get('/login', { 'accept-language': 'de-DE' })).body).toContain(`<h1>${HEADINGS.en}</h1>`);
    expect((await get('/login')).body).toContain(`<h1>${HEADINGS.en}</h1>`);
    expect((await get('/login', { cookie: 'language=klingon' })).body).toContain(`<h1>${HEADINGS.en}</h1>`);
  });

  it('is drawn in the size of the size cookie when the build made that size, else the plain page', async () => {
    const mini = await get('/login', { cookie: 'language=es; size=mini' });
    expect(mini.body).toContain(`<div id="root" data-size="mini"><h1>${HEADINGS.es}</h1>`);
    expect(mini.headers.vary).toMatch(/cookie/i);
    for (const size of ['medium', 'huge', 'constructor', '__proto__', '../index.html']) {
      const res = await get('/login', { cookie: `language=es; size=${encodeURIComponent(size)}` });
      expect(res.statusCode, size).toBe(200);
      expect(res.body, size).toContain(`<div id="root"><h1>${HEADINGS.es}</h1>`);
    }
  });

  it('is not sent with a session: the app takes a signed-in user to the workspace', async () => {
    const res = await get('/login', { cookie: 'Admin-Token=abc; language=en' });
    expect(res.body).toBe(INDEX);
  });

  it('leaves every other route with index.html', async () => {
    for (const url of ['/', '/dashboard', '/system/user', '/login/extra', '/auth-redirect?token=x']) {
      const res = await get(url, { cookie: 'language=en', 'accept-language': 'en' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary ?? '', url).not.toMatch(/cookie|accept-language/i);
    }
  });
});
