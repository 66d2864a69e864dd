import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbProbeOf } from '../../src/db/probe.js';
import { call, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-static-'));
  await fs.mkdir(path.join(staticDir, 'assets'));
  await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>backoffice</title>');
  await fs.writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  server = await startTestServer({ STATIC_DIR: staticDir }, { serveStatic: true });
  // A route that fails unexpectedly, to check what the client gets (added before the app is ready).
  server.app.get('/prod-api/test-only/boom', () => {
    throw new Error('secret internal detail');
  });
});
afterAll(async () => {
  await server?.close().catch(() => undefined);
  await fs.rm(staticDir, { recursive: true, force: true });
});

describe('GET /prod-api/health', () => {
  it('reports the database kind, state and migration', async () => {
    const res = await call<{ db: string; dbOk: boolean; migration: string }>(server.app, {
      method: 'GET',
      url: '/prod-api/health',
    });
    expect(res.code).toBe(0);
    expect(res.msg).toBe('ok');
    expect(res.data.db).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(res.data.dbOk).toBe(true);
    expect(res.data.migration).toMatch(/^\d{4}-/);
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await call(server.app, { method: 'GET', url: '/prod-api/nope' }, 404);
    expect(res.code).toBe(404);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/prod-api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/health');
  });
});

describe('GET /prod-api/ready', () => {
  it('is ready when the newest migration of this build is applied', async () => {
    const res = await call<{ ready: boolean; migration: string; expectedMigration: string }>(server.app, {
      method: 'GET',
      url: '/prod-api/ready',
    });
    expect(res.data.ready).toBe(true);
    expect(res.data.migration).toBe(res.data.expectedMigration);
    expect(res.data.migration).toMatch(/^\d{4}-/);
  });

  it('once ready, only asks whether the database answers (the balancer calls it every second)', async () => {
    await call(server.app, { method: 'GET', url: '/prod-api/ready' });
    const statements: string[] = [];
    const stop = dbProbeOf(server.app.eldercare.db)?.onQuery((_s, _f, text) => statements.push(text));
    const res = await call<{ ready: boolean }>(server.app, { method: 'GET', url: '/prod-api/ready' });
    stop?.();
    expect(res.data.ready).toBe(true);
    expect(statements).toEqual(['select 1']);
  });
});

describe('start mode: the built back-office on the same port', () => {
  it('serves files, and index.html for any other non-API GET (SPA fallback)', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/login', '/system/user?x=1', '/../../etc/passwd']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>backoffice</title>');
    }
  });
});

describe('unexpected failures', () => {
  it('answer code 500 with an error id, never the stack or message', async () => {
    const res = await call<{ errorId: string }>(server.app, {
      method: 'GET',
      url: '/prod-api/test-only/boom',
      headers: { 'accept-language': 'es' },
    });
    expect(res.code).toBe(500);
    expect(res.data.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.msg).toContain(res.data.errorId);
    expect(res.msg).toContain('Error interno');
    expect(JSON.stringify(res)).not.toContain('secret internal detail');
  });

  it('reports a failing database on /health (runs last: it closes the database)', async () => {
    await server.app.eldercare.db.destroy();
    const res = await call<{ dbOk: boolean }>(server.app, { method: 'GET', url: '/prod-api/health' }, 503);
    expect(res.data.dbOk).toBe(false);
    const ready = await call<{ ready: boolean }>(server.app, { method: 'GET', url: '/prod-api/ready' }, 503);
    expect(ready.data.ready).toBe(false);
  });
});
