/**
 * The platform's calendar: ages, "today", "this month", date filters' day boundaries and exported
 * date texts follow the configured time zone (ELDERCARE_TIME_ZONE, default Asia/Shanghai), not
 * the time zone the server process happens to run in. Intl does the zone arithmetic (no library).
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

let zone = DEFAULT_TIME_ZONE;

/** Whether Intl knows the IANA zone name. */
export const isTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** Set once at start from the configuration (config.ts validates the name). */
export const usePlatformTimeZone = (name: string): void => {
  if (!isTimeZone(name)) throw new RangeError(`unknown time zone ${name}`);
  zone = name;
};

export const platformTimeZone = (): string => zone;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The calendar date and wall-clock time of an instant in a zone. */
export const wallClockOf = (instant: Date, timeZone = zone): WallClock => {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
};

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
const offsetAt = (instant: number, timeZone: string): number => {
  const w = wallClockOf(new Date(instant), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
};

/**
 * The instant a wall-clock time of the zone denotes. Times a daylight-saving change skips or
 * repeats resolve to the later offset's reading, as most calendars do.
 */
export const instantOf = (
  wall: Pick<WallClock, 'year' | 'month' | 'day'> & Partial<WallClock>,
  timeZone = zone,
): Date => {
  const guess = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
  );
  const first = guess - offsetAt(guess, timeZone);
  return new Date(guess - offsetAt(first, timeZone));
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of an instant in the zone: today, by default. */
export const zonedDate = (instant: Date = new Date(), timeZone = zone): string => {
  const w = wallClockOf(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
};

/** `YYYY-MM-DD HH:mm:ss` of an instant in the zone, as exports and messages write times. */
export const zonedDateTimeText = (instant: Date | string, timeZone = zone): string => {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const w = wallClockOf(date, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
};

/**
 * A `Date` whose local fields (getFullYear/getMonth/getDate) read the zone's calendar date: for
 * date helpers that count in the process's local calendar (parseIdCard's age).
 */
export const localDateOfZonedDay = (instant: Date = new Date(), timeZone = zone): Date => {
  const w = wallClockOf(instant, timeZone);
  return new Date(w.year, w.month - 1, w.day, 12);
};

/** The first instant of the calendar day `YYYY-MM-DD` in the zone, and of the day after. */
export const zonedDayBounds = (day: string, timeZone = zone): { start: Date; next: Date } => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return {
    start: instantOf({ year, month, day: date }, timeZone),
    next: instantOf({ year, month, day: date + 1 }, timeZone),
  };
};

/** This month of the zone as inclusive ISO bounds (its first instant, the last ms before the next). */
export const zonedMonthBounds = (now: Date = new Date(), timeZone = zone): { start: string; end: string } => {
  const w = wallClockOf(now, timeZone);
  const start = instantOf({ year: w.year, month: w.month, day: 1 }, timeZone);
  const next = instantOf({ year: w.year, month: w.month + 1, day: 1 }, timeZone);
  return { start: start.toISOString(), end: new Date(next.getTime() - 1).toISOString() };
};

/**
 * An instant a four-digit year can write: a year 0 or 10000 (`+010000-…` is valid ISO text) would
 * reach the database and fail there, or print as a five-digit year in an export.
 */
const storable = (date: Date | undefined): Date | undefined => {
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date : undefined;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A date-time text as an instant: with an offset or `Z` as written; a bare date or a wall-clock
 * time without offset (forms, spreadsheets, filters) in the zone. Undefined when unreadable.
 */
export const parseZonedDateTime = (text: string, timeZone = zone): Date | undefined => {
  const trimmed = text.trim();
  const day = DAY.exec(trimmed);
  const local = day ? undefined : LOCAL_TIME.exec(trimmed);
  if (day || local) {
    const m = (day ?? local) as RegExpExecArray;
    const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
    // Date.UTC reads years 0–99 as 1900–1999: year 0 would silently become 1900.
    if (year < 1) return undefined;
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return undefined;
    const hour = local ? Number(local[4]) : 0;
    const minute = local ? Number(local[5]) : 0;
    const second = local?.[6] ? Number(local[6]) : 0;
    if (hour > 23 || minute > 59 || second > 59) return undefined;
    return storable(instantOf({ year, month, day: date, hour, minute, second }, timeZone));
  }
  return storable(new Date(trimmed));
};

/** Whether a text is a bare calendar date (a day-wide bound for a date-time filter). */
export const isBareDate = (text: string): boolean => DAY.test(text.trim());
