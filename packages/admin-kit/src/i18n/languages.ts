import Cookies from 'js-cookie';

export const KIT_LANGUAGES = ['zh-CN', 'en', 'es'] as const;
export type KitLanguage = (typeof KIT_LANGUAGES)[number];

/**
 * Each language names itself, so a user lost in a foreign UI can still find theirs. Kept here, not
 * with the dropdown, so a page can show the names without loading antd's menu.
 */
export const LANGUAGE_NAMES: Record<KitLanguage, string> = { 'zh-CN': '中文', en: 'English', es: 'Español' };

/** Cookie the language choice is kept in (read by the host app too). */
export const LANGUAGE_COOKIE = 'language';

/** Maps any BCP-47 tag onto a supported language, or undefined when none fits. */
export function matchLanguage(tag: string | undefined | null): KitLanguage | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en';
  if (lower.startsWith('es')) return 'es';
  return undefined;
}

/** SPEC §9: the language cookie, else the browser's languages, else en. */
export function detectLanguage(): KitLanguage {
  const fromCookie = matchLanguage(Cookies.get(LANGUAGE_COOKIE));
  if (fromCookie) return fromCookie;
  if (typeof navigator !== 'undefined') {
    const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
    for (const tag of tags) {
      const match = matchLanguage(tag);
      if (match) return match;
    }
  }
  return 'en';
}

export function persistLanguage(language: KitLanguage): void {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, sameSite: 'lax' });
}
