import type { RuleName } from './rules';
import type { FieldValue } from './validate';

/** Chinese IMEs in full-width mode type ０-９ and ．; users mean the ASCII characters. */
function toHalfWidth(text: string): string {
  return text.replace(/[\uFF10-\uFF19\uFF0E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
}

/** A number as it would be typed: never in exponent notation, which would smuggle in digits. */
function numberToText(n: number): string {
  if (!Number.isFinite(n)) return '';
  const text = String(n);
  if (!text.includes('e')) return text;
  return Math.abs(n) >= 1 ? BigInt(Math.trunc(n)).toString() : n.toFixed(20);
}

function toText(value: FieldValue): string {
  if (typeof value === 'number') return numberToText(value);
  return typeof value === 'string' ? toHalfWidth(value) : '';
}

/** Keeps the digits only (`'138 0013-8000'` → `'13800138000'`); full-width digits count as digits. */
export function toDigits(value: FieldValue): string {
  return toText(value).replace(/\D/g, '');
}

function dropLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/**
 * Filters an amount while it is being typed: digits and the first decimal point survive, later
 * points are dropped (their digits join the fraction), the fraction is cut (not rounded) to two
 * digits, redundant leading zeros go, and a leading point becomes `0.`. A trailing point stays so
 * `12.` can still become `12.5`. No sign: amounts are never negative.
 * `'12.345'` → `'12.34'`, `'a1.2.3'` → `'1.23'`, `'.5'` → `'0.5'`, `'007'` → `'7'`, `'-3'` → `'3'`.
 */
export function toMoney(value: FieldValue): string {
  const kept = toText(value).replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point === -1) return dropLeadingZeros(kept);
  const whole = dropLeadingZeros(kept.slice(0, point)) || '0';
  const fraction = kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${fraction}`;
}

/**
 * Rules whose values are digit strings people copy with grouping spaces (`3417 2119 5001 0112 34`,
 * ` 138 0013 8000 `): the spaces carry no meaning, so they are dropped rather than refused.
 */
const SPACE_FREE_RULES: ReadonlySet<RuleName> = new Set([
  'idCard',
  'mobile',
  'phone',
  'hotline',
  'landline',
  'bankCard',
]);

/** Any whitespace, including the full-width space (U+3000) a Chinese IME types. */
const SPACES = /\s+/gu;

/**
 * The value a field checked by `fieldRules` stores: text without its spaces when one of the rules
 * is about numbers (ID, phones, bank cards), anything else unchanged. Browser and server both
 * apply it before checking, so a pasted `3417 2119…` is the same number everywhere.
 */
export function normaliseForRules<T>(fieldRules: readonly RuleName[], value: T): T | string {
  if (typeof value !== 'string' || !fieldRules.some((rule) => SPACE_FREE_RULES.has(rule))) return value;
  return value.replace(SPACES, '');
}
