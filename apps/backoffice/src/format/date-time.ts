import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * How the back-office shows a moment — system pages and module list cells alike, so one date-time
 * never reads two ways: `YYYY-MM-DD HH:mm:ss` in the browser's time zone. The server sends ISO
 * instants (`2026-11-23T19:59:09.854Z`), which the pages used to show as they came.
 * Nothing yet is an em dash; a value that is not a date is shown as it is rather than "Invalid Date".
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(DATE_TIME_FORMAT) : value;
}
