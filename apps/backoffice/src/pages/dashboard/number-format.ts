import type { KitAuthoredLanguage, KitLanguage } from '@eldercare/admin-kit';
import { authoredLocaleOf } from '@eldercare/validators';

/**
 * Digit grouping of each UI language, as CLDR writes whole numbers (12,000 · 12.000, and 2703 in
 * Spanish, which groups from five digits on). Not Intl.NumberFormat: the first one a page builds
 * loads ICU's locale data, 16–20 ms on a desktop and four times that on a phone, which would be the
 * dashboard's single longest piece of work when its figures arrive.
 * `number-format.test.ts` checks every language against Intl.
 */
const GROUPING: Record<KitAuthoredLanguage, { separator: string; minDigits: number }> = {
  'zh-CN': { separator: ',', minDigits: 4 },
  en: { separator: ',', minDigits: 4 },
  es: { separator: '.', minDigits: 5 },
};

/** A count (a whole number) written as the UI language writes it. */
export function formatCount(value: number, language: KitLanguage): string {
  const { separator, minDigits } = GROUPING[authoredLocaleOf(language)];
  const digits = String(Math.abs(Math.trunc(value)));
  const sign = value < 0 ? '-' : '';
  if (digits.length < minDigits) return sign + digits;
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, separator);
}
