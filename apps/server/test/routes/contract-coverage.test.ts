import { endpoints, PUBLIC, SIGNED_IN, toPath } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const samplePath = (path: string) => toPath(path, { id: 1, deviceId: 'dev', key: 'sys.user.initPassword' });

describe('every endpoint of the contract', () => {
  const guarded = Object.entries(endpoints).filter(([, e]) => e.permission !== PUBLIC);
  const permissioned = guarded.filter(([, e]) => e.permission !== SIGNED_IN);

  it('is registered and refuses callers without a token (50008)', async () => {
    for (const [name, e] of guarded) {
      const res = await call(server.app, { method: e.method, url: `/prod-api${samplePath(e.path)}` });
      expect({ name, code: res.code }).toEqual({ name, code: 50008 });
    }
  });

  it('refuses a signed-in caller without the named permission (403) before reading input', async () => {
    // The institution role holds only the message-centre buttons.
    const token = await tokenFor(server.app, 'institution');
    for (const [name, e] of permissioned) {
      const res = await call(server.app, { method: e.method, url: `/prod-api${samplePath(e.path)}`, token });
      expect({ name, code: res.code }).toEqual({ name, code: 403 });
    }
  });

  it('is documented in the OpenAPI document with its permission', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/prod-api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const [name, e] of Object.entries(endpoints)) {
      const path = e.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const key = Object.keys(doc.paths).find((p) => p.replace(/\/$/, '') === path.replace(/\/$/, ''));
      const operation = key
        ? (doc.paths[key]?.[e.method.toLowerCase()] as { description?: string } | undefined)
        : undefined;
      expect({ name, description: operation?.description }).toEqual({
        name,
        description: `Permission: ${e.permission}`,
      });
    }
  });
});
