import { ErrorCode } from '@eldercare/contract';
import type { Locale } from '@eldercare/validators';
import { AppError } from '../../http/app-error.js';

/**
 * Imports and exports are the server's heaviest requests (a workbook parsed or written in this
 * process). Twelve street staff importing at once would take 3 GB and make everyone else wait
 * 18 s. So each user runs one at a time, and the process runs at most two together; others are
 * refused at once (429, translated) rather than queued behind them. Per process: several server
 * instances each keep their own count, which bounds each one's memory, the point of the limit.
 */
export const MAX_PARALLEL_EXCEL_JOBS = 2;

const byUser = new Set<number>();
let running = 0;

/** Imports and exports running in this process now (the metrics' Excel queue depth). */
export const runningExcelJobs = (): number => running;

const TEXTS = {
  user: {
    'zh-CN': '您已有一个导入或导出正在进行，请等它完成后再试',
    en: 'You already have an import or export running; try again when it has finished',
    es: 'Ya tiene una importación o exportación en curso; inténtelo cuando haya terminado',
  },
  server: {
    'zh-CN': '服务器正在处理其他导入导出，请稍后再试',
    en: 'The server is busy with other imports and exports; please try again shortly',
    es: 'El servidor está ocupado con otras importaciones y exportaciones; inténtelo en breve',
  },
} as const;

const busy = (kind: keyof typeof TEXTS, locale: Locale) =>
  new AppError(ErrorCode.Throttled, null, TEXTS[kind][locale] ?? TEXTS[kind]['zh-CN']);

/** Takes the user's slot or throws 429; the answer releases it (idempotent). */
export const claimExcelJob = (userId: number, locale: Locale): (() => void) => {
  if (byUser.has(userId)) throw busy('user', locale);
  if (running >= MAX_PARALLEL_EXCEL_JOBS) throw busy('server', locale);
  byUser.add(userId);
  running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    byUser.delete(userId);
    running -= 1;
  };
};

/** Runs `work` in the user's slot (see `claimExcelJob`). */
export const withExcelJob = async <T>(userId: number, locale: Locale, work: () => Promise<T>): Promise<T> => {
  const release = claimExcelJob(userId, locale);
  try {
    return await work();
  } finally {
    release();
  }
};
