import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API, request, validBody, type Page } from './fixtures.js';

/**
 * A configured zone other than the default reaches the Excel worker: the import (parsed on a
 * worker thread, with its own module state) reads wall-clock cells on the configured clock.
 */
const training = buildCatalogue().find('trainingActivity') as ServedResource;

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ ELDERCARE_TIME_ZONE: 'America/New_York' });
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => server.close());

describe('ELDERCARE_TIME_ZONE=America/New_York', () => {
  it('imports wall-clock cells in that zone and exports them back as written', async () => {
    const name = '纽约时区培训';
    const body = validBody(training, name);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('import');
    sheet.addRow(['name', 'trainingType', 'status', 'startTime', 'endTime']);
    sheet.addRow([
      name,
      String(body.trainingType),
      String(body.status),
      '2026-02-01 01:00:00',
      '2026-07-01 09:30:00',
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const result = await request<{ imported: number; errors: unknown[] }>(
      server.app,
      admin,
      'POST',
      '/trainingActivity/import',
      { file },
    );
    expect(result.data, JSON.stringify(result.data)).toMatchObject({ imported: 1 });
    const page = await request<Page>(
      server.app,
      admin,
      'GET',
      `/trainingActivity?name=${encodeURIComponent(name)}`,
    );
    // Winter is UTC−5, summer UTC−4.
    expect(page.data.records[0]).toMatchObject({
      startTime: '2026-02-01T06:00:00.000Z',
      endTime: '2026-07-01T13:30:00.000Z',
    });
    const response = await server.app.inject({
      method: 'GET',
      url: `${API}/trainingActivity/export?name=${encodeURIComponent(name)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    exported.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows[0] as string[];
    expect(rows[1]?.[header.indexOf('开始时间')]).toBe('2026-02-01 01:00:00');
    expect(rows[1]?.[header.indexOf('结束时间')]).toBe('2026-07-01 09:30:00');
  });
});
