/** What the product knows about one language: the one list every other list and type derives from. */
export interface LanguageFacts {
  /** BCP-47 code: the cookie value, the bundle folder, the `lang` attribute. */
  readonly code: string;
  /** The language's name in itself, so a user lost in a foreign UI still finds theirs. */
  readonly name: string;
  /** Offered to users (language menus, Accept-Language, the cookie); a test language is not. */
  readonly offered: boolean;
  /** The authored language a derived one is generated from (no bundles of its own are written). */
  readonly derivedFrom?: string;
  /** The primary subtag of browser languages that pick this one (zh-TW picks zh-CN). */
  readonly matches?: string;
  /** dayjs's name for the language. */
  readonly dayjs?: string;
}

/**
 * The product's languages. Adding one: a line here and, for an authored language, its bundles
 * (see the README's "Adding a language").
 */
export const LANGUAGES = [
  { code: 'zh-CN', name: '中文', offered: true, matches: 'zh', dayjs: 'zh-cn' },
  { code: 'en', name: 'English', offered: true, matches: 'en', dayjs: 'en' },
  { code: 'es', name: 'Español', offered: true, matches: 'es', dayjs: 'es' },
  // The pseudo-locale: English made accented and longer, for tests and Storybook only.
  { code: 'en-XA', name: '[Éñĝŀíšĥ ƥšéúđó]', offered: false, derivedFrom: 'en' },
] as const satisfies readonly LanguageFacts[];

type Listed = (typeof LANGUAGES)[number];

/** Every language the interface can run in, test languages included. */
export type UiLocale = Listed['code'];
/** The languages people write texts in: declarations, bundles and messages are keyed by these. */
export type Locale = Exclude<Listed, { derivedFrom: string }>['code'];

const isAuthored = (language: LanguageFacts): boolean => language.derivedFrom === undefined;

export const UI_LOCALES: readonly UiLocale[] = LANGUAGES.map((language) => language.code);
export const LOCALES = LANGUAGES.filter(isAuthored).map((language) => language.code) as readonly Locale[];
/** The languages a user may choose (menus, browser matching). */
export const OFFERED_LOCALES = LANGUAGES.filter((language: LanguageFacts) => language.offered).map(
  (language) => language.code,
) as readonly Locale[];

export function languageFacts(code: UiLocale): LanguageFacts {
  return LANGUAGES.find((language) => language.code === code) as LanguageFacts;
}

/** The authored language whose texts `locale` shows (itself, or the one it is derived from). */
export function authoredLocaleOf(locale: UiLocale): Locale {
  return (languageFacts(locale).derivedFrom ?? locale) as Locale;
}

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
