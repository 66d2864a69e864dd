import Cookies from 'js-cookie';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  OFFERED_LOCALES,
  UI_LOCALES,
  matchLocale,
  preferredUiLocale,
  type Locale,
  type UiLocale,
} from '@eldercare/validators';

/** The languages a user may choose (the language menus): the validators' list, offered ones only. */
export const KIT_LANGUAGES = OFFERED_LOCALES;
/** Every language the kit can run in, the test languages (the pseudo-locale) included. */
export const KIT_UI_LANGUAGES = UI_LOCALES;
export type KitLanguage = UiLocale;
/** A language whose texts are written by people: the kit's bundles are keyed by these. */
export type KitAuthoredLanguage = Locale;

/**
 * Each language names itself, so a user lost in a foreign UI can still find theirs. Kept here, not
 * with the dropdown, so a page can show the names without loading antd's menu.
 */
export const LANGUAGE_NAMES = Object.fromEntries(
  LANGUAGES.map((language) => [language.code, language.name]),
) as Record<KitLanguage, string>;

/** Cookie the language choice is kept in (read by the host app and the server too). */
export { LANGUAGE_COOKIE };

/** Maps any BCP-47 tag onto a language offered to users, or undefined when none fits. */
export const matchLanguage: (tag: string | undefined | null) => KitLanguage | undefined = matchLocale;

/**
 * Where a test opts in to the languages not offered to users: with this localStorage entry set to
 * `on`, the language cookie may name one (an e2e run sets both). A user never has it, so neither
 * their browser nor a stray cookie can put them in the pseudo-locale. The kit's own name, the same in
 * every host: the language is detected before any provider could tell the host's storage namespace,
 * and a test switch holds nothing of the user's that two products on one origin would need kept apart.
 */
export const TEST_LANGUAGES_KEY = 'admin-kit.test-languages';

function testLanguagesAllowed(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(TEST_LANGUAGES_KEY) === 'on';
  } catch {
    return false;
  }
}

/** SPEC §9: the language cookie, else the browser's languages, else en (the rule the server shares). */
export function detectLanguage(): KitLanguage {
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return preferredUiLocale(Cookies.get(LANGUAGE_COOKIE), languages, testLanguagesAllowed());
}

export function persistLanguage(language: KitLanguage): void {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, sameSite: 'lax' });
}
