import { ErrorCode, RESOURCE_SELECTION_MAX } from '@eldercare/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API, request, validBody, type Page } from './fixtures.js';

/** The chosen rows of a list: exported alone, deleted together (all or none, within the caller's scope). */
const resource = buildCatalogue().find('elderlyInfo') as ServedResource;
const QIUPU_COMMUNITY = '341702001001';
const LISHAN_COMMUNITY = '341702002001';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['street', 'lishan', 'institution']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server.close());

const as = (user: string) => tokens[user] ?? '';
const create = async (user: string, salt: string, community: string) => {
  const created = await request<{ id: number }>(server.app, as(user), 'POST', '/elderlyInfo', {
    ...validBody(resource, salt),
    community,
  });
  expect(created.code, created.msg).toBe(0);
  return created.data.id;
};
const exists = async (user: string, id: number) =>
  (await request(server.app, as(user), 'GET', `/elderlyInfo/${id}`)).code === 0;
const deleteChosen = (user: string, ids: unknown) =>
  request<{ deleted: number }>(server.app, as(user), 'POST', '/elderlyInfo/delete', { ids });

describe('bulk delete', () => {
  it('deletes every chosen record in one request and leaves a delete entry in each trail', async () => {
    const ids = [
      await create('street', 'bulk-a', QIUPU_COMMUNITY),
      await create('street', 'bulk-b', QIUPU_COMMUNITY),
    ];
    const answer = await deleteChosen('street', ids);
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.deleted).toBe(2);
    for (const id of ids) {
      expect(await exists('street', id)).toBe(false);
      const trail = await request<{ action: string }[]>(
        server.app,
        as('street'),
        'GET',
        `/elderlyInfo/${id}/audit`,
      );
      expect(trail.data.map((entry) => entry.action)).toContain('delete');
    }
  });

  it('deletes nothing when one chosen record is outside the caller’s area', async () => {
    const own = await create('street', 'bulk-own', QIUPU_COMMUNITY);
    const other = await create('lishan', 'bulk-other', LISHAN_COMMUNITY);
    const answer = await deleteChosen('street', [own, other]);
    expect(answer.code).toBe(ErrorCode.NotFound);
    expect(await exists('street', own)).toBe(true);
    expect(await exists('lishan', other)).toBe(true);
  });

  it('refuses callers without the delete permission, and malformed or oversized selections', async () => {
    const id = await create('street', 'bulk-perm', QIUPU_COMMUNITY);
    expect((await deleteChosen('institution', [id])).code).toBe(ErrorCode.Forbidden);
    for (const ids of [
      [],
      ['0x1'],
      [1.5],
      Array.from({ length: RESOURCE_SELECTION_MAX + 1 }, (_, i) => i + 1),
    ]) {
      const answer = await deleteChosen('street', ids);
      expect(answer.code, JSON.stringify(ids).slice(0, 40)).not.toBe(0);
    }
    expect(await exists('street', id)).toBe(true);
  });
});

describe('the chosen rows of a list', () => {
  it('lists and exports only the chosen records, within the filters and the caller’s scope', async () => {
    const chosen = [
      await create('street', 'pick-a', QIUPU_COMMUNITY),
      await create('street', 'pick-b', QIUPU_COMMUNITY),
    ];
    const foreign = await create('lishan', 'pick-c', LISHAN_COMMUNITY);
    const ids = [...chosen, foreign].join(',');
    const list = await request<Page>(server.app, as('street'), 'GET', `/elderlyInfo?ids=${ids}&size=50`);
    expect(list.code, list.msg).toBe(0);
    expect(list.data.records.map((r) => r.id).sort()).toEqual([...chosen].sort());

    const response = await server.app.inject({
      method: 'GET',
      url: `${API}/elderlyInfo/export?ids=${ids}`,
      headers: { authorization: `Bearer ${as('street')}` },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.actualRowCount).toBe(1 + chosen.length);
  });

  it('reads ids as digits only', async () => {
    for (const ids of ['0x1', '1e0', '+1', '1,,2', 'abc']) {
      const list = await request(
        server.app,
        as('street'),
        'GET',
        `/elderlyInfo?ids=${encodeURIComponent(ids)}`,
      );
      expect(list.code, ids).not.toBe(0);
    }
  });
});
