export const LOCALES = ['zh-CN', 'en', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

/** The product is Chinese first: messages fall back to zh-CN, never to a key or to English. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The cookie the chosen interface language is kept in (the browser writes it, the server reads it). */
export const LANGUAGE_COOKIE = 'language';

/** Maps any BCP-47 tag onto a supported locale (zh-TW → zh-CN), or undefined when none fits. */
export function matchLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en';
  if (lower.startsWith('es')) return 'es';
  return undefined;
}

/**
 * SPEC §9, the interface language: the language cookie, else the first of the browser's languages
 * we support, else en. One rule for the browser (navigator.languages) and the server that picks the
 * prerendered login page (Accept-Language), so both choose the same page.
 */
export function preferredLocale(cookie: string | undefined, languages: readonly string[]): Locale {
  return matchLocale(cookie) ?? languages.map(matchLocale).find((found) => !!found) ?? 'en';
}

/** The tags of an Accept-Language header, most wanted first (by q, then by order). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1, order };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag }) => tag);
}
