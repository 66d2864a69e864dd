import ExcelJS from 'exceljs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { PassThrough } from 'node:stream';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedLargeElderly } from '../../src/db/seed/resources/large.js';
import { checkWorkbook } from '../../src/resources/excel/excel-guard.js';
import { buildCatalogue } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API } from './fixtures.js';

/**
 * A large export and an import run on the Excel worker thread, so while they run the
 * server (this process: the test shares its event loop) answers /health and a small
 * authenticated read within 2 s every time. Real HTTP on a real port; a correctness check of
 * non-blocking, not a benchmark.
 */

const SEEDED = 20_000;
/** The import beside the export: every row parsed and checked on the worker (the cap is far above). */
const IMPORT_ROWS = 5_000;

/**
 * 2 s, as the issue asks; on a machine whose run queue is more than twice its cores (shared CI,
 * load 14-17 on 2 cores measured here) the process gets a fraction of a core, so the bound grows
 * with the load, up to 4 s. The stall this guards against was 16 s.
 */
const BOUND_MS = Math.round(2_000 * Math.min(2, Math.max(1, loadavg()[0]! / availableParallelism() / 2)));
let server: TestServer;
let base: string;
let admin: string;
let street: string;
let importFile: string;

/** `count` rows of people whose ID numbers fail the check: parsed and checked, nothing inserted. */
const workbookOf = async (count: number): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(['姓名', 'ID number', 'Comunidad', '手机']).commit();
  for (let n = 0; n < count; n += 1)
    sheet.addRow([`名${n}`, `34170219400101${n}`, '341702001001', '1']).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  await seedLargeElderly(server.app.eldercare.db, buildCatalogue(), SEEDED, { batch: 2_000, seed: 15 });
  admin = await tokenFor(server.app, 'admin');
  street = await tokenFor(server.app, 'street');
  importFile = (await workbookOf(IMPORT_ROWS)).toString('base64');
}, 180_000);
afterAll(async () => {
  // A failed check leaves the export's response unread: drop it rather than wait for it.
  server.app.server.closeAllConnections();
  await server.close();
});

const timed = async (url: string, token?: string): Promise<number> => {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { code?: number };
  expect(res.status, url).toBe(200);
  if (token) expect(body.code, url).toBe(0);
  return performance.now() - started;
};

it('answers /health and a small read within 2 s (more on an overloaded machine) while a 20,000-row export and a 5,000-row import run', async () => {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let running = 2;
  const exported = fetch(`${base}${API}/elderlyInfo/export`, {
    headers: { authorization: `Bearer ${admin}` },
  })
    .then(async (res) => {
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      return Buffer.from(await res.arrayBuffer());
    })
    .finally(() => (running -= 1));
  const imported = fetch(`${base}${API}/elderlyInfo/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${street}`, 'content-type': 'application/json' },
    body: JSON.stringify({ file: importFile }),
  })
    .then(async (res) => (await res.json()) as { code: number; data: { total: number; failed: number } })
    .finally(() => (running -= 1));
  const health: number[] = [];
  const reads: number[] = [];
  // At least 20 probes of each, and on until both jobs have answered.
  while (health.length < 20 || running > 0) {
    health.push(await timed('/prod-api/health'));
    reads.push(await timed('/prod-api/uaa/user/info', street));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  loop.disable();
  const [sheet, report] = await Promise.all([exported, imported]);
  const max = (xs: number[]) => Math.round(Math.max(...xs));
  const figures = `health max ${max(health)} ms, read max ${max(reads)} ms over ${health.length} probes; loop delay max ${Math.round(loop.max / 1e6)} ms; bound ${BOUND_MS} ms`;
  console.info(figures);
  expect(max(health), figures).toBeLessThan(BOUND_MS);
  expect(max(reads), figures).toBeLessThan(BOUND_MS);
  // The jobs themselves did their work: every row checked, the seeded records the administrator
  // sees (their data types) exported — far more than one page.
  expect(report.code).toBe(0);
  expect(report.data).toMatchObject({ total: IMPORT_ROWS, failed: IMPORT_ROWS });
  expect(await checkWorkbook(sheet, 5_000)).toBe('tooManyRows');
}, 240_000);
