export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * How the back-office shows a moment — system pages and module list cells alike, so one date-time
 * never reads two ways: `YYYY-MM-DD HH:mm:ss` in the browser's time zone. The server sends ISO
 * instants (`2026-11-23T19:59:09.854Z`), which no one should have to read as they come.
 * Nothing yet is an em dash; a value that is not a date is shown as it is rather than "Invalid Date".
 * Plain `Date` rather than dayjs: the header's notice list uses it, and dayjs would load with the shell.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  // A bare date is a local day (as dayjs read it), not UTC midnight as `Date` reads it.
  const moment = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(moment.getTime())) return value;
  const date = `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`;
  return `${date} ${two(moment.getHours())}:${two(moment.getMinutes())}:${two(moment.getSeconds())}`;
}
