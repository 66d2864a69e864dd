import { isUiLocale, LANGUAGES, type LanguageFacts, type Locale, type UiLocale } from './languages';

export {
  authoredLocaleOf,
  isLocale,
  isUiLocale,
  languageFacts,
  LANGUAGES,
  LOCALES,
  OFFERED_LOCALES,
  UI_LOCALES,
} from './languages';
export type { LanguageFacts, Locale, UiLocale } from './languages';

/** The product is Chinese first: messages fall back to zh-CN, never to a key or to English. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The cookie the chosen interface language is kept in (the browser writes it, the server reads it). */
export const LANGUAGE_COOKIE = 'language';

/** Maps any BCP-47 tag onto a language offered to users (zh-TW → zh-CN), or undefined when none fits. */
export function matchLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.toLowerCase().split('-')[0];
  const found = LANGUAGES.find((language: LanguageFacts) => language.offered && language.matches === primary);
  // Only authored languages are offered: a derived one is for tests.
  return found?.code as Locale | undefined;
}

/**
 * SPEC §9, the interface language: the language cookie, else the first of the browser's languages
 * we support, else en. One rule for the browser (navigator.languages) and the server that picks the
 * prerendered login page (Accept-Language), so both choose the same page.
 */
export function preferredLocale(cookie: string | undefined, languages: readonly string[]): Locale {
  return matchLocale(cookie) ?? languages.map(matchLocale).find((found) => !!found) ?? 'en';
}

/**
 * The interface language as `preferredLocale` picks it, except that with `testing` the cookie may
 * also name a language not offered to users (the pseudo-locale): tests and Storybook opt in, users
 * never get one from their browser or by accident.
 */
export function preferredUiLocale(
  cookie: string | undefined,
  languages: readonly string[],
  testing: boolean,
): UiLocale {
  if (testing && isUiLocale(cookie)) return cookie;
  return preferredLocale(cookie, languages);
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
