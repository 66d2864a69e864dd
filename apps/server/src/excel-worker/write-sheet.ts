import { columnLetters, rowsXml, SHEET_END, sheetStart, workbookParts, type Cell } from './sheet-xml.js';
import type { ExportTask, FromWriter, ToWriter } from './protocol.js';
import { ZipOut } from './zip-out.js';

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
 * The worker's half of an export: the workbook's parts and the sheet's head go out at once (the
 * client has its first bytes before the first page is read), then each page the main thread
 * sends is turned into sheet XML, deflated and posted back as bytes before it is acknowledged
 * (`taken`). The main thread reads the next page only on that acknowledgement and once the
 * client has taken what was posted, so from the database to the socket at most about a page is
 * held anywhere, however large the export or slow the client.
 */
export const writeExport = async ({ port, sheetName, headers }: ExportTask): Promise<void> => {
  const next = inbox(port);
  try {
    const zip = new ZipOut((bytes) => {
      // Transferred, not copied: each buffer is this call's own (no pooled slab behind it).
      const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength).slice();
      port.postMessage({ type: 'chunk', data } satisfies FromWriter, [data.buffer]);
    });
    for (const [path, text] of workbookParts(sheetName)) zip.file(path, text);
    const letters = headers.map((_, i) => columnLetters(i + 1));
    zip.begin('xl/worksheets/sheet1.xml');
    zip.write(sheetStart(headers.length) + rowsXml([headers], 1, letters));
    let row = 2;
    for (;;) {
      const message = await next();
      if (message.type === 'abort') return;
      if (message.type === 'end') break;
      zip.write(rowsXml(message.rows as Cell[][], row, letters));
      row += message.rows.length;
      port.postMessage({ type: 'taken' } satisfies FromWriter);
    }
    zip.write(SHEET_END);
    zip.end();
    zip.finish();
    port.postMessage({ type: 'done' } satisfies FromWriter);
  } finally {
    port.close();
  }
};
