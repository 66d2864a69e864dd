// A worker thread that reads one workbook with the import's reader under the heap it is given
// (excel-import-stream.test.ts); from source, so it registers tsx itself like dev-entry.mjs.
import { register } from 'tsx/esm/api';
import { parentPort, workerData } from 'node:worker_threads';

register();
const { readWorkbook } = await import('../../src/excel-worker/read-sheet.ts');
const sheet = await readWorkbook({ fields: workerData.fields }, workerData.data);
parentPort.postMessage({
  rows: sheet.rows.length,
  first: sheet.rows[0],
  last: sheet.rows.at(-1),
  headers: sheet.headers,
});
