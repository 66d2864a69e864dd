import { acceptedLanguages, DEFAULT_LOCALE, matchLocale, type Locale } from '@eldercare/validators';

/** Maps Accept-Language to one of our locales: the most wanted tag we support wins; zh-CN by default. */
export const localeFromHeader = (header: string | undefined): Locale =>
  acceptedLanguages(header)
    .map(matchLocale)
    .find((locale) => locale !== undefined) ?? DEFAULT_LOCALE;
