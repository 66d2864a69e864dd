import { ErrorCode } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { filterFor, request, typedField, validBody, withRosterProvider, type Page } from './fixtures.js';

/**
 * Generated from the declarations: every served module goes through create → filtered list →
 * edit → stale edit → delete, and refuses bad input without writing anything.
 */
const catalogue = buildCatalogue();

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'admin');
});
afterAll(async () => server.close());

describe('the catalogue', () => {
  it('serves every declaration', () => {
    expect(catalogue.skipped).toEqual([]);
    expect(catalogue.served.length).toBeGreaterThan(0);
  });
});

describe.each(catalogue.served.map((r) => [r.key, r] as const))('module %s', (key, resource) => {
  it('creates, lists with a filter, edits, refuses a stale edit, deletes', async () => {
    const app = server.app;
    const body = await withRosterProvider(server.app, token, resource, validBody(resource, 'create'));
    const created = await request<{ id: number; version: number }>(app, token, 'POST', `/${key}`, body);
    expect(created.code, created.msg).toBe(0);
    expect(created.data.version).toBe(1);
    const id = created.data.id;

    const filter = filterFor(resource, body);
    const query = new URLSearchParams({
      sortField: 'id',
      sortOrder: 'desc',
      size: '5',
      ...(filter ? { [filter[0]]: filter[1] } : {}),
    });
    const listed = await request<Page>(app, token, 'GET', `/${key}?${query.toString()}`);
    expect(listed.code, listed.msg).toBe(0);
    expect(listed.data.records[0]?.id).toBe(id);
    if (filter) {
      for (const record of listed.data.records) expect(String(record[filter[0]])).toContain(filter[1]);
    }

    const edit = await withRosterProvider(app, token, resource, validBody(resource, 'edit'));
    const updated = await request<{ version: number }>(app, token, 'PUT', `/${key}/${id}`, {
      ...edit,
      version: 1,
    });
    expect(updated.code, updated.msg).toBe(0);
    expect(updated.data.version).toBe(2);
    const read = await request<Record<string, unknown>>(app, token, 'GET', `/${key}/${id}`);
    expect(read.data.version).toBe(2);
    const plain = resource.fields.find((f) => !f.sensitive && typeof edit[f.name] === 'string');
    if (plain) expect(read.data[plain.name]).toBe(edit[plain.name]);

    const stale = await request(app, token, 'PUT', `/${key}/${id}`, { ...body, version: 1 });
    expect(stale.code).toBe(ErrorCode.Conflict);
    expect(stale.msg).toBe('该记录已被他人修改，请刷新后重试');
    const after = await request<Record<string, unknown>>(app, token, 'GET', `/${key}/${id}`);
    expect(after.data).toEqual(read.data);

    const deleted = await request(app, token, 'DELETE', `/${key}/${id}`);
    expect(deleted.code).toBe(0);
    expect((await request(app, token, 'GET', `/${key}/${id}`)).code).toBe(ErrorCode.NotFound);
  });

  it('refuses bad input with code -1 and the field, writing nothing', async () => {
    const app = server.app;
    const total = async () => (await request<Page>(app, token, 'GET', `/${key}?size=1`)).data.total;
    const before = await total();
    const body = await withRosterProvider(app, token, resource, validBody(resource, 'bad'));

    const unknown = await request(
      app,
      token,
      'POST',
      `/${key}`,
      { ...body, notAField: 'x' },
      { 'accept-language': 'en' },
    );
    expect(unknown).toMatchObject({
      code: ErrorCode.Invalid,
      msg: 'notAField: unknown field',
      data: { field: 'notAField' },
    });

    const required = resource.fields.find((f) => f.required && !f.derivedFrom && f.section !== false);
    if (required) {
      const { [required.name]: _dropped, ...rest } = body;
      const missing = await request(app, token, 'POST', `/${key}`, rest);
      expect(missing.code).toBe(ErrorCode.Invalid);
      expect(missing.data).toEqual({ field: required.name });
      expect(missing.msg).toBe(`${required.label['zh-CN']}不能为空`);
    }
    const typed = typedField(resource);
    if (typed) {
      const wrong = await request(app, token, 'POST', `/${key}`, { ...body, [typed.name]: 'not-a-value' });
      expect(wrong.code).toBe(ErrorCode.Invalid);
      expect(wrong.data).toEqual({ field: typed.name });
    }
    expect(await total()).toBe(before);
  });
});
