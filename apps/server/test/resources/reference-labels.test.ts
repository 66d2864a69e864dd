import { ErrorCode } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request } from './fixtures.js';

/** Reference fields read as their records' titles, and writers of a referring module may pick. */
type Row = { id: number; name?: string; elderlyId?: number; referenceLabels?: Record<string, string> };
type Rows = { records: Row[]; total: number };

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'street', 'assessor', 'institution']) {
    tokens[user] = await tokenFor(server.app, user);
  }
});
afterAll(async () => server.close());
const as = (user: string) => tokens[user] ?? '';

describe('reference labels in lists and details', () => {
  it('labels every referenced elder of a list page with the elder’s name', async () => {
    const page = await request<Rows>(server.app, as('admin'), 'GET', '/assessmentForm?size=20');
    expect(page.code, page.msg).toBe(0);
    const withElder = page.data.records.filter((r) => r.elderlyId);
    expect(withElder.length).toBeGreaterThan(0);
    for (const record of withElder) {
      const elder = await request<Row>(server.app, as('admin'), 'GET', `/elderlyInfo/${record.elderlyId}`);
      expect(record.referenceLabels?.elderlyId).toBe(elder.data.name);
    }
  });

  it('labels the detail of one record too', async () => {
    const page = await request<Rows>(server.app, as('admin'), 'GET', '/assessmentForm?size=1');
    const first = page.data.records[0] as Row;
    const detail = await request<Row>(server.app, as('admin'), 'GET', `/assessmentForm/${first.id}`);
    expect(detail.data.referenceLabels?.elderlyId).toBe(first.referenceLabels?.elderlyId);
  });
});

describe('reference options', () => {
  it('answers chosen ids with their titles, in the caller’s scope only', async () => {
    const all = await request<Rows>(server.app, as('admin'), 'GET', '/elderlyInfo?size=200');
    const street = await request<Rows>(server.app, as('street'), 'GET', '/elderlyInfo?size=200');
    const inStreet = new Set(street.data.records.map((r) => r.id));
    const outside = all.data.records.find((r) => !inStreet.has(r.id)) as Row;
    const inside = street.data.records[0] as Row;
    expect(outside).toBeDefined();
    const answer = await request<{ id: number; label: string }[]>(
      server.app,
      as('street'),
      'GET',
      `/elderlyInfo/options?ids=${inside.id},${outside.id}`,
    );
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toEqual([{ id: inside.id, label: inside.name }]);
  });

  it('refuses malformed ids', async () => {
    const answer = await request(server.app, as('admin'), 'GET', '/elderlyInfo/options?ids=1;drop');
    expect(answer.code).not.toBe(0);
  });

  it('lets a writer of a referring module pick without listing the referenced one', async () => {
    const list = await request(server.app, as('assessor'), 'GET', '/elderlyInfo');
    expect(list.code).toBe(ErrorCode.Forbidden);
    const options = await request<{ id: number }[]>(
      server.app,
      as('assessor'),
      'GET',
      '/elderlyInfo/options',
    );
    expect(options.code, options.msg).toBe(0);
    expect(options.data.length).toBeGreaterThan(0);
  });

  it('still refuses a user who neither lists nor writes anything that refers to the module', async () => {
    const options = await request(server.app, as('institution'), 'GET', '/assessor/options');
    expect(options.code).toBe(ErrorCode.Forbidden);
  });
});
