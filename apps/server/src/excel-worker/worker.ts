import { importRows } from './import-rows.js';
import { lowerThreadPriority } from './low-priority.js';
import type { ExcelTask } from './protocol.js';
import { writeExport } from './write-sheet.js';

// Once per thread, as it loads: every task it runs yields the cores to request handling.
lowerThreadPriority();

/**
 * The Excel worker thread's entry (a separate tsup entry, dist/excel-worker.js; from source,
 * dev-entry.mjs loads it through tsx). Piscina calls the default export with each task.
 */
export default function excelTask(task: ExcelTask): Promise<unknown> {
  return task.kind === 'import' ? importRows(task) : writeExport(task);
}
