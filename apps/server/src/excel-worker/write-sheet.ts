import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import type { ExportTask, FromWriter, ToWriter } from './protocol.js';

/** The workbook's bytes go back to the main thread as they are zipped (copied: exceljs reuses buffers). */
const toPort = (port: ExportTask['port']) =>
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const data = new Uint8Array(chunk);
      port.postMessage({ type: 'chunk', data } satisfies FromWriter, [data.buffer]);
      callback();
    },
  });

/** The next message from the main thread, in order (messages are queued while a page is written). */
const inbox = (port: ExportTask['port']) => {
  const queued: ToWriter[] = [];
  let waiting: ((message: ToWriter) => void) | undefined;
  port.on('message', (message: ToWriter) => {
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve(message);
    } else queued.push(message);
  });
  // A main thread that vanishes (closed port) is taken as giving up.
  port.once('close', () => waiting?.({ type: 'abort' }));
  return (): Promise<ToWriter> => {
    const next = queued.shift();
    return next ? Promise.resolve(next) : new Promise((resolve) => (waiting = resolve));
  };
};

/**
 * The worker's half of an export: exceljs's streaming writer builds the sheet from the pages the
 * main thread reads and sends, one at a time, acknowledging each so the main thread reads the
 * next only when this one is written (memory stays at about one page on each side).
 */
export const writeExport = async ({ port, sheetName, headers }: ExportTask): Promise<void> => {
  const next = inbox(port);
  try {
    const out = toPort(port);
    const finished = new Promise<void>((resolve, reject) => {
      out.once('finish', resolve);
      out.once('error', reject);
    });
    // No styles: with them exceljs looks every cell's style up again (a new object per cell), which
    // took about half the writer's time; the cells are plain text, numbers and booleans anyway, so
    // the header row is plain too, and frozen instead so it stays in view over a long sheet. Strings
    // inline, not shared: a shared table grows with the sheet.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = headers.map((header, i) => ({ header, key: String(i), width: 18 }));
    sheet.getRow(1).commit();
    for (;;) {
      const message = await next();
      if (message.type === 'abort') return;
      if (message.type === 'end') break;
      for (const row of message.rows) sheet.addRow(row).commit();
      port.postMessage({ type: 'taken' } satisfies FromWriter);
    }
    sheet.commit();
    await workbook.commit();
    await finished;
    port.postMessage({ type: 'done' } satisfies FromWriter);
  } finally {
    port.close();
  }
};
