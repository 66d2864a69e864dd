import { AREA_TREE_MAX_AGE_SECONDS, endpoints, type AreaNode } from '@eldercare/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../src/db/seed/org.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

/** `GET /biz/area/tree`: the whole tree for any signed-in user, cacheable by ETag. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const URL = '/prod-api/biz/area/tree';

const flatten = (nodes: readonly AreaNode[]): AreaNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('GET /biz/area/tree', () => {
  it('answers the whole tree to a street user whose scope is one street', async () => {
    // lishan sees 341702002 only, and holds no user-management permission.
    const token = await tokenFor(server.app, 'lishan');
    const res = await call<AreaNode[]>(server.app, { method: 'GET', url: URL, token });
    expect(res.code).toBe(0);
    const tree = endpoints.areaTree.response.parse(res.data);
    const all = flatten(tree);
    expect(all.map((n) => n.code).sort()).toEqual(AREAS.map((a) => a.code).sort());
    const qiupu = all.find((n) => n.code === '341702001');
    expect(qiupu).toMatchObject({ name: '秋浦街道', level: 4 });
    expect(qiupu?.children.map((c) => c.name)).toEqual(['秋浦社区', '杏花村社区']);
    // Every child extends its parent's code and sits one level below it.
    for (const node of all) {
      for (const child of node.children) {
        expect(child.code.startsWith(node.code)).toBe(true);
        expect(child.level).toBe(node.level + 1);
      }
    }
  });

  it('answers institution staff, who hold no system permission at all', async () => {
    const token = await tokenFor(server.app, 'institution');
    const res = await call<AreaNode[]>(server.app, { method: 'GET', url: URL, token });
    expect(res.code).toBe(0);
    expect(res.data[0]?.code).toBe('34');
  });

  it('carries an ETag and Cache-Control, and answers 304 without a body while unchanged', async () => {
    const token = await tokenFor(server.app, 'street');
    const headers = { authorization: `Bearer ${token}` };
    const first = await server.app.inject({ method: 'GET', url: URL, headers });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe(`private, max-age=${AREA_TREE_MAX_AGE_SECONDS}`);

    const again = await server.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...headers, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await server.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...headers, 'if-none-match': 'W/"something-else"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json<{ data: unknown }>().data).toEqual(first.json<{ data: unknown }>().data);
  });

  it('changes its ETag when an area is added, and lists the new area', async () => {
    const token = await tokenFor(server.app, 'street');
    const headers = { authorization: `Bearer ${token}` };
    const before = await server.app.inject({ method: 'GET', url: URL, headers });
    await sql`insert into area (code, name, level, parent_code)
      values ('341702002002', '新村社区', 5, '341702002')`.execute(server.app.eldercare.db);
    const after = await server.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...headers, 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const lishan = flatten(after.json<{ data: AreaNode[] }>().data).find((n) => n.code === '341702002');
    expect(lishan?.children.map((c) => c.name)).toEqual(['里山社区', '新村社区']);
  });

  it('refuses callers without a token', async () => {
    const res = await call(server.app, { method: 'GET', url: URL });
    expect(res.code).toBe(50008);
  });
});
