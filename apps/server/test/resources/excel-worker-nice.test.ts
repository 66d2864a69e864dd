import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXCEL_WORKER_NICE } from '../../src/excel-worker/low-priority.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { API } from './fixtures.js';

/**
 * The Excel worker threads run at the lowest priority, so an import or export yields
 * the cores to request handling. Read from the kernel (/proc/<pid>/task/<tid>/stat, Linux, where
 * the product runs): the server shares this process, so its worker threads are this process's.
 */

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => {
  await server.close();
});

/** Thread id → nice value, for every thread of this process (field 19 of stat, after the name). */
const niceByThread = (): Map<number, number> => {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
      // The name (field 2) may hold spaces and parentheses: count fields after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), Number(fields[19 - 3]));
    } catch {
      // a thread that ended while listed
    }
  }
  return out;
};

it('runs the Excel worker thread at nice 19 and leaves the request thread at its own priority', async () => {
  const processNice = getPriority(process.pid);
  const before = niceByThread();
  const res = await server.app.inject({
    method: 'GET',
    url: `${API}/elderlyInfo/export`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.rawPayload.byteLength).toBeGreaterThan(0);
  // The pool keeps the thread a quiet minute after its task, so it is still listed.
  const lowered = [...niceByThread()].filter(
    ([tid, nice]) => nice === EXCEL_WORKER_NICE && before.get(tid) !== EXCEL_WORKER_NICE,
  );
  expect(lowered.length).toBeGreaterThan(0);
  expect(niceByThread().get(process.pid)).toBe(processNice);
  expect(processNice).not.toBe(EXCEL_WORKER_NICE);
});
