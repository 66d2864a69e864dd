import type { FieldDeclaration } from '@eldercare/resources';
import { parseIdCard } from '@eldercare/validators';
import { localDateOfZonedDay, zonedDate } from '../../time-zone.js';

/**
 * Values of fields derived from an ID number (birth date, gender, age), computed on the server
 * whatever the client sent. Gender uses the `sys_user_sex` values ('0' male, '1' female). The
 * stored age is only the age on the day of the write: reads compute it from the birth date (see
 * `birthFieldOf`), so it never drifts.
 */
export const deriveFields = (
  fields: readonly FieldDeclaration[],
  record: Record<string, unknown>,
  today: Date = localDateOfZonedDay(),
): Record<string, unknown> => {
  const derived: Record<string, unknown> = {};
  for (const field of fields) {
    if (!field.derivedFrom) continue;
    const source = record[field.derivedFrom.field];
    const info = typeof source === 'string' ? parseIdCard(source, today) : undefined;
    if (!info) {
      derived[field.name] = null;
      continue;
    }
    const part = field.derivedFrom.part;
    derived[field.name] =
      part === 'birthDate' ? info.birthDate : part === 'age' ? info.age : String(info.gender);
  }
  return derived;
};

/**
 * The birth-date field an age field is read from: the one derived from the same ID number. Without
 * one (no such declaration today) the age falls back to the value stored at the last write.
 */
export const birthFieldOf = (
  fields: readonly FieldDeclaration[],
  field: FieldDeclaration,
): FieldDeclaration | undefined => {
  if (field.derivedFrom?.part !== 'age') return undefined;
  const source = field.derivedFrom.field;
  return fields.find(
    (f) => f.type === 'date' && f.derivedFrom?.part === 'birthDate' && f.derivedFrom.field === source,
  );
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Today as `YYYY-MM-DD` in the platform's calendar (ELDERCARE_TIME_ZONE): the day ages are counted
 * on, so a birthday turns over at the platform's midnight on reads and writes, whatever the
 * process's TZ.
 */
export const localToday = (now: Date = new Date()): string => zonedDate(now);

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The latest birth date of someone at least `years` old on `today` (both `YYYY-MM-DD`): the same
 * day `years` years earlier, 29 February becoming 28 February in common years — PostgreSQL's
 * `date - interval 'n years'`, so `birth <= bornBy(today, n)` ⇔ `date_part('year', age(today,
 * birth)) >= n`. Age filters become birth-date ranges this way and can use an index.
 */
export const bornBy = (today: string, years: number): string => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // Beyond any human age the answer is the same; clamping keeps the year a valid 4-digit date.
  const year = y - Math.min(Math.max(years, -900), 900);
  const day = m === 2 && d === 29 && !isLeap(year) ? 28 : d;
  return `${pad(year, 4)}-${pad(m)}-${pad(day)}`;
};
