import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

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
    expect(res.data.migration).toBe('0001-core');
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
