export const LOCALES = ['zh-CN', 'en', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

/** The product is Chinese first: messages fall back to zh-CN, never to a key or to English. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
