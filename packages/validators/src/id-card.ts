import { ID_CARD } from './patterns';

/**
 * What an ID number says about its holder. `gender` follows SPEC §5: an even gender digit gives 1,
 * an odd one 0. In GB 11643 an even digit means female, so 1 = female and 0 = male, which is also
 * the legacy platform's `sys_user_sex` dictionary (0 male, 1 female).
 */
export interface IdCardInfo {
  /** `YYYY-MM-DD`. */
  readonly birthDate: string;
  /** 1 = female (even gender digit), 0 = male (odd). */
  readonly gender: 0 | 1;
  /** Full years at the reference date. */
  readonly age: number;
}

/** Earlier birth years are typos, not people: the 15-digit scheme itself starts at 1900. */
const EARLIEST_BIRTH_YEAR = 1800;

const CHECKSUM_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A Feb 29 birthday is reached on Mar 1 in common years: (2, 28) still sorts before (2, 29). */
function fullYearsBetween(birth: readonly [number, number, number], today: Date): number {
  const [year, month, day] = birth;
  const todayMonth = today.getMonth() + 1;
  const beforeBirthday = todayMonth < month || (todayMonth === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

function isAfter(birth: readonly [number, number, number], today: Date): boolean {
  const [year, month, day] = birth;
  const todayKey = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  return year * 10000 + month * 100 + day > todayKey;
}

/**
 * Birth date, gender and age from an 18-digit (digits 7-14 = YYYYMMDD, 17th = gender) or 15-digit
 * (digits 7-12 = YYMMDD in the 1900s, 15th = gender) ID number; `undefined` when the number is
 * malformed, the date does not exist (2023-02-30), precedes 1800 or lies after `today`. The check
 * digit is not verified here: see `isIdCardChecksumValid`. `today` is read in local time, the
 * calendar the user lives in.
 */
export function parseIdCard(id: string, today: Date = new Date()): IdCardInfo | undefined {
  if (typeof id !== 'string' || !ID_CARD.test(id) || Number.isNaN(today.getTime())) return undefined;
  const isLong = id.length === 18;
  const digits = isLong ? id.slice(6, 14) : `19${id.slice(6, 12)}`;
  const birth = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8))] as const;
  if (birth[0] < EARLIEST_BIRTH_YEAR || !isRealDate(...birth) || isAfter(birth, today)) return undefined;
  const genderDigit = Number(id.charAt(isLong ? 16 : 14));
  return {
    birthDate: `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`,
    gender: genderDigit % 2 === 0 ? 1 : 0,
    age: fullYearsBetween(birth, today),
  };
}

/**
 * GB 11643-1999 check character (ISO 7064 MOD 11-2) of an 18-character ID; a lowercase x is read
 * as X. Returns true for a well-formed 15-digit ID: it has no check digit, so nothing contradicts
 * it. Returns false for anything that is not a well-formed ID. The `idCard` rule refuses a number
 * this returns false for.
 */
export function isIdCardChecksumValid(id: string): boolean {
  if (typeof id !== 'string' || !ID_CARD.test(id)) return false;
  if (id.length === 15) return true;
  const sum = CHECKSUM_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id.charAt(i)), 0);
  return CHECK_CHARACTERS.charAt(sum % 11) === id.charAt(17).toUpperCase();
}
