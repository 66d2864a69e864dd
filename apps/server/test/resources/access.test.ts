import { ErrorCode } from '@eldercare/contract';
import { parseIdCard } from '@eldercare/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody, type Page } from './fixtures.js';

/** Permission, data scope, data type, masking, reveal and the audit trail on the elderly module. */
const resource = buildCatalogue().find('elderlyInfo') as ServedResource;
const QIUPU_COMMUNITY = '341702001001';
const LISHAN_COMMUNITY = '341702002001';
const ID = '341702194507120027';
/** Another person born the same day (ID numbers are unique in the elderly records). */
const ID_DERIVE = '341702194507120043';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'street', 'lishan', 'institution', 'operator']) {
    tokens[user] = await tokenFor(server.app, user);
  }
});
afterAll(async () => server.close());

const as = (user: string) => tokens[user] ?? '';
const person = (
  salt: string,
  community: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  ...validBody(resource, salt),
  community,
  ...extra,
});

describe('permissions', () => {
  it('answers 403 without the module permission, before looking at the input', async () => {
    const list = await request(server.app, as('institution'), 'GET', '/elderlyInfo?notAFilter=1');
    expect(list.code).toBe(ErrorCode.Forbidden);
    const create = await request(server.app, as('institution'), 'POST', '/elderlyInfo', { bogus: true });
    expect(create.code).toBe(ErrorCode.Forbidden);
  });

  it('refuses reveal to operators, who may edit but not unmask', async () => {
    const created = await request<{ id: number }>(
      server.app,
      as('operator'),
      'POST',
      '/elderlyInfo',
      person('op', QIUPU_COMMUNITY),
    );
    expect(created.code, created.msg).toBe(0);
    const reveal = await request(
      server.app,
      as('operator'),
      'POST',
      `/elderlyInfo/${created.data.id}/reveal`,
    );
    expect(reveal.code).toBe(ErrorCode.Forbidden);
  });

  it('answers 50015 for a module that is not declared', async () => {
    expect((await request(server.app, as('admin'), 'GET', '/noSuchModule')).code).toBe(ErrorCode.NotFound);
  });
});

describe('data scope', () => {
  it('hides and protects another street’s records', async () => {
    const created = await request<{ id: number }>(
      server.app,
      as('lishan'),
      'POST',
      '/elderlyInfo',
      person('ls', LISHAN_COMMUNITY),
    );
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id;
    expect((await request(server.app, as('lishan'), 'GET', `/elderlyInfo/${id}`)).code).toBe(0);
    expect((await request(server.app, as('street'), 'GET', `/elderlyInfo/${id}`)).code).toBe(
      ErrorCode.NotFound,
    );
    const edit = await request(server.app, as('street'), 'PUT', `/elderlyInfo/${id}`, {
      version: 1,
      remarks: 'x',
    });
    expect(edit.code).toBe(ErrorCode.NotFound);
    expect((await request(server.app, as('street'), 'DELETE', `/elderlyInfo/${id}`)).code).toBe(
      ErrorCode.NotFound,
    );
    const page = await request<Page>(server.app, as('street'), 'GET', '/elderlyInfo?size=200');
    expect(page.data.total).toBeGreaterThan(0);
    for (const record of page.data.records) expect(String(record.areaCode)).toMatch(/^341702001/);
    expect(page.data.records.some((r) => r.id === id)).toBe(false);
  });

  it('refuses to write a record outside the writer’s area', async () => {
    const result = await request(
      server.app,
      as('street'),
      'POST',
      '/elderlyInfo',
      person('out', LISHAN_COMMUNITY),
    );
    expect(result).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'community' } });
  });
});

describe('data type', () => {
  it('keeps test records apart from formal ones (filterMode header)', async () => {
    const test = { filtermode: 'test' };
    const created = await request<{ id: number }>(
      server.app,
      as('admin'),
      'POST',
      '/elderlyInfo',
      person('dt', QIUPU_COMMUNITY),
      test,
    );
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id;
    expect((await request(server.app, as('admin'), 'GET', `/elderlyInfo/${id}`)).code).toBe(
      ErrorCode.NotFound,
    );
    const read = await request<{ dataType: string }>(
      server.app,
      as('admin'),
      'GET',
      `/elderlyInfo/${id}`,
      undefined,
      test,
    );
    expect(read.data.dataType).toBe('test');
    // Street staff cannot switch: their header is ignored and they stay in formal data.
    const street = await request(server.app, as('street'), 'GET', `/elderlyInfo/${id}`, undefined, test);
    expect(street.code).toBe(ErrorCode.NotFound);
  });
});

describe('derived fields, masking, reveal and the audit trail', () => {
  it('derives birth date, gender and age from the ID number whatever the client sends', async () => {
    const created = await request<{ id: number }>(
      server.app,
      as('street'),
      'POST',
      '/elderlyInfo',
      person('derive', QIUPU_COMMUNITY, { idCard: ID_DERIVE, age: 5, gender: '0', birthDate: '2000-01-01' }),
    );
    expect(created.code, created.msg).toBe(0);
    const read = await request<Record<string, unknown>>(
      server.app,
      as('street'),
      'GET',
      `/elderlyInfo/${created.data.id}`,
    );
    expect(read.data).toMatchObject({
      birthDate: '1945-07-12',
      gender: '1',
      age: parseIdCard(ID_DERIVE)?.age,
    });
  });

  it('masks lists and details; reveal unmasks and is recorded; edits keep masked values', async () => {
    const body = person('mask', QIUPU_COMMUNITY, { idCard: ID, mobile: '13812345678' });
    const created = await request<{ id: number }>(server.app, as('street'), 'POST', '/elderlyInfo', body);
    const id = created.data.id;
    const page = await request<Page>(
      server.app,
      as('street'),
      'GET',
      `/elderlyInfo?sortField=id&sortOrder=desc&size=1`,
    );
    expect(page.data.records[0]).toMatchObject({ id, idCard: '3417**********0027', mobile: '138****5678' });
    const detail = await request<Record<string, unknown>>(
      server.app,
      as('street'),
      'GET',
      `/elderlyInfo/${id}`,
    );
    expect(detail.data.idCard).toBe('3417**********0027');

    const saved = await request(server.app, as('street'), 'PUT', `/elderlyInfo/${id}`, {
      ...detail.data,
      remarks: '已回访',
    });
    expect(saved.code, saved.msg).toBe(0);
    const revealed = await request<Record<string, unknown>>(
      server.app,
      as('street'),
      'POST',
      `/elderlyInfo/${id}/reveal`,
    );
    expect(revealed.data).toMatchObject({ id, idCard: ID, mobile: '13812345678' });

    const trail = await request<
      { action: string; userName: string; changes: { field: string; before: unknown; after: unknown }[] }[]
    >(server.app, as('street'), 'GET', `/elderlyInfo/${id}/audit`);
    expect(trail.data.map((e) => e.action)).toEqual(['create', 'update', 'reveal']);
    expect(trail.data.every((e) => e.userName === 'street')).toBe(true);
    const [create, update, reveal] = trail.data;
    expect(create?.changes).toContainEqual({ field: 'name', before: null, after: body.name });
    // The trail never holds a sensitive value in clear.
    expect(create?.changes).toContainEqual({ field: 'idCard', before: null, after: '3417**********0027' });
    expect(update?.changes).toEqual([{ field: 'remarks', before: body.remarks ?? null, after: '已回访' }]);
    expect(reveal?.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['idCard', 'mobile']));
  });

  it('answers filters the declaration does not offer with code -1', async () => {
    const result = await request(server.app, as('admin'), 'GET', '/elderlyInfo?password=1', undefined, {
      'accept-language': 'es',
    });
    expect(result).toMatchObject({ code: ErrorCode.Invalid, msg: 'El filtro password no es válido' });
  });
});
