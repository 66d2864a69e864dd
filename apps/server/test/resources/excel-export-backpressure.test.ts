import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { closeExcelPool, runExcelTask } from '../../src/excel-worker/pool.js';
import type { FromWriter, ToWriter } from '../../src/excel-worker/protocol.js';
import { streamWorkbook } from '../../src/resources/excel/excel.js';
import type { EnumLabels } from '../../src/resources/query/labels.js';
import type { ServedResource } from '../../src/resources/schema/catalogue.js';

/**
 * An export's memory at a million rows depends on every page's bytes leaving the zip before the
 * next page is read: a writer that acknowledges rows it has only queued for compression lets
 * them pile up (+785 MB at a million rows), whatever the HTTP side's backpressure.
 */

afterAll(() => closeExcelPool());

const text = (s: string) => ({ 'zh-CN': s, en: s, es: s });
const COLUMNS = 6;
const resource = {
  fields: Array.from({ length: COLUMNS }, (_, i) => ({ name: `f${i}`, type: 'text', label: text(`F${i}`) })),
  declaration: { title: text('Elderly') },
} as unknown as ServedResource;

/** Rows that barely compress, so a page's bytes are as large as its text. */
const page = (rows: number) =>
  Array.from({ length: rows }, () => Array.from({ length: COLUMNS }, () => randomBytes(12).toString('hex')));

const worker = () => {
  const { port1, port2 } = new MessageChannel();
  let received = 0;
  const chunks: Buffer[] = [];
  const waiting: ((m: FromWriter) => void)[] = [];
  port1.on('message', (m: FromWriter) => {
    if (m.type === 'chunk') {
      received += m.data.byteLength;
      chunks.push(Buffer.from(m.data));
    } else waiting.shift()?.(m);
  });
  const done = runExcelTask<void>({ kind: 'export', port: port2, sheetName: 'S', headers: ['a', 'b'] }, [
    port2,
  ]);
  const send = (m: ToWriter) => {
    const answer = new Promise<FromWriter>((resolve) => waiting.push(resolve));
    port1.postMessage(m);
    return answer;
  };
  return {
    send,
    done,
    received: () => received,
    bytes: () => Buffer.concat(chunks),
    port: port1 as MessagePort,
  };
};

describe('export backpressure', () => {
  it('has sent each page’s bytes back before it acknowledges the page', async () => {
    const w = worker();
    const after: number[] = [];
    for (let p = 0; p < 5; p += 1) {
      await w.send({ type: 'rows', rows: page(1_000).map((r) => r.slice(0, 2)) });
      after.push(w.received());
    }
    // 1,000 rows × 48 hex characters is ~48 KB of text that compresses to no less than half.
    for (let p = 1; p < after.length; p += 1) expect(after[p]! - after[p - 1]!).toBeGreaterThan(20_000);
    await w.send({ type: 'end' });
    await w.done;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(w.bytes() as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(5_001);
  });

  it('reads no page ahead of a client that does not read', async () => {
    let pagesRead = 0;
    const readPage = async () => {
      pagesRead += 1;
      return pagesRead > 200 ? [] : page(1_000).map((r) => Object.fromEntries(r.map((v, i) => [`f${i}`, v])));
    };
    const out = streamWorkbook(resource, readPage, {} as EnumLabels, 'en', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The client took nothing: a page's bytes fill the response's buffer, so the export waits.
    expect(pagesRead).toBeLessThanOrEqual(3);
    let bytes = 0;
    for await (const chunk of out) bytes += (chunk as Buffer).length;
    expect(pagesRead).toBe(201);
    expect(bytes).toBeGreaterThan(200 * 1_000 * COLUMNS * 12);
  }, 120_000);

  it('reads the next page while the worker writes this one', async () => {
    let received = 0;
    const seen: number[] = [];
    const readPage = async () => {
      seen.push(received);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return seen.length > 6 ? [] : page(1_000).map((r) => Object.fromEntries(r.map((v, i) => [`f${i}`, v])));
    };
    const out = streamWorkbook(resource, readPage, {} as EnumLabels, 'en', () => undefined);
    out.on('data', (chunk: Buffer) => (received += chunk.length));
    await new Promise((resolve) => out.once('end', resolve));
    // Pages of random text are all about one size: each read after the first starts when the
    // bytes of all pages but the one being written are back, not all of them.
    const perPage = received / (seen.length - 1);
    for (let k = 1; k < seen.length; k += 1) expect(seen[k]!).toBeLessThan((k - 0.5) * perPage);
  }, 60_000);
});
