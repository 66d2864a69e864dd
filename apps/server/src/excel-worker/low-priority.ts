import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value an Excel worker thread runs at: the lowest priority, below any request. */
export const EXCEL_WORKER_NICE = 19;

/**
 * Lowers the calling thread (not the process) to `EXCEL_WORKER_NICE`. The parse and the
 * workbook writing are CPU-bound and run beside the event loop on the same cores: at the
 * default priority they take half of them from request handling (in the soak, 78 → 35
 * req/s with an import and an export running). On Linux, nice is per thread and setpriority
 * accepts a thread id; `/proc/thread-self` links to `<pid>/task/<tid>`. Raising one's own nice
 * needs no privilege. Elsewhere (or without /proc) the thread keeps the process's priority.
 * Answers the thread id that was lowered.
 */
export const lowerThreadPriority = (): number | undefined => {
  if (process.platform !== 'linux') return undefined;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(tid) || tid <= 0) return undefined;
    setPriority(tid, EXCEL_WORKER_NICE);
    return tid;
  } catch {
    return undefined;
  }
};
