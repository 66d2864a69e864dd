import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { MAX_PARALLEL_EXCEL_JOBS } from '../resources/excel/excel-jobs.js';
import type { ExcelTask } from './protocol.js';

/**
 * Worker threads for the CPU-heavy half of imports and exports (exceljs's parse and its
 * streaming writer), so a workbook never holds the event loop that answers everyone else
 * (on the event loop, an export blocked /health for 16 s). The database stays on the main thread: PGlite
 * has one connection, and an import's insert must stay one transaction.
 *
 * `ELDERCARE_EXCEL_WORKERS` threads (default: one per spare core, at least one — 1 on 2 cores).
 * Each thread takes every running job (at most `MAX_PARALLEL_EXCEL_JOBS`): an export's task
 * mostly waits for its next page, so a second job interleaves instead of queueing behind it.
 */
export const excelWorkerCount = (env: NodeJS.ProcessEnv = process.env): number => {
  const configured = Number(env.ELDERCARE_EXCEL_WORKERS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, availableParallelism() - 1);
};

/** Heap of one worker: a 10 MB, 5,000-row workbook parses in well under this; a runaway fails alone. */
const WORKER_HEAP_MB = 512;

/**
 * The built server runs `dist/excel-worker.js` (a tsup entry beside main.js); tests and
 * `tsx watch` run this file from source, where dev-entry.mjs loads worker.ts through tsx.
 */
const workerEntry = (): string => {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './dev-entry.mjs' : './excel-worker.js', here).href;
};

let pool: Piscina | undefined;

const excelPool = (): Piscina => {
  if (pool) return pool;
  pool = new Piscina({
    filename: workerEntry(),
    // Threads start with the first job and end after a quiet minute: an idle server keeps none.
    minThreads: 0,
    maxThreads: excelWorkerCount(),
    idleTimeout: 60_000,
    concurrentTasksPerWorker: MAX_PARALLEL_EXCEL_JOBS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  return pool;
};

/** Tasks waiting for a free Excel worker thread (metrics). */
export const queuedExcelTasks = (): number => pool?.queueSize ?? 0;

/** Runs a task on an Excel worker; `transfer` moves its port into the thread. */
export const runExcelTask = <T>(task: ExcelTask, transfer: TransferListItem[] = []): Promise<T> =>
  excelPool().run(task, { transferList: transfer }) as Promise<T>;

/** Ends the threads (tests, shutdown); the next job starts a new pool. */
export const closeExcelPool = async (): Promise<void> => {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
};
