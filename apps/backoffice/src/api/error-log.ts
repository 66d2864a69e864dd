/**
 * SPEC §8: in production a global handler records errors with the page URL. Kept in localStorage
 * (newest first, capped) so the ops page can show what went wrong on this browser.
 */
export interface ErrorLogEntry {
  time: string;
  url: string;
  message: string;
  stack?: string;
}

export const ERROR_LOG_KEY = 'eldercare-error-log';
const MAX_ENTRIES = 50;

export function readErrorLog(): ErrorLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ERROR_LOG_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ErrorLogEntry[]) : [];
  } catch {
    return [];
  }
}

export function clearErrorLog(): void {
  localStorage.removeItem(ERROR_LOG_KEY);
}

export function recordError(error: unknown, url: string = window.location.href): void {
  const entry: ErrorLogEntry = {
    time: new Date().toISOString(),
    url,
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, 2000) } : {}),
  };
  try {
    localStorage.setItem(ERROR_LOG_KEY, JSON.stringify([entry, ...readErrorLog()].slice(0, MAX_ENTRIES)));
  } catch {
    // Storage full or blocked: the log is best effort and must never break the page.
  }
}

/** Installs the global handlers; returns the uninstaller. */
export function installErrorLog(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => recordError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => recordError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
