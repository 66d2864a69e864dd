import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, LOCALES, matchLocale, preferredLocale, type Locale } from '@eldercare/validators';

/** The product's languages: the validators' list, the one every other list derives from. */
export const KIT_LANGUAGES = LOCALES;
export type KitLanguage = Locale;

/**
 * Each language names itself, so a user lost in a foreign UI can still find theirs. Kept here, not
 * with the dropdown, so a page can show the names without loading antd's menu.
 */
export const LANGUAGE_NAMES: Record<KitLanguage, string> = { 'zh-CN': '中文', en: 'English', es: 'Español' };

/** Cookie the language choice is kept in (read by the host app and the server too). */
export { LANGUAGE_COOKIE };

/** Maps any BCP-47 tag onto a supported language, or undefined when none fits. */
export const matchLanguage: (tag: string | undefined | null) => KitLanguage | undefined = matchLocale;

/** SPEC §9: the language cookie, else the browser's languages, else en (the rule the server shares). */
export function detectLanguage(): KitLanguage {
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return preferredLocale(Cookies.get(LANGUAGE_COOKIE), languages);
}

export function persistLanguage(language: KitLanguage): void {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, sameSite: 'lax' });
}
