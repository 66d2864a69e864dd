import type { Locale } from 'antd/es/locale';
import { authoredLocaleOf, languageFacts } from '@eldercare/validators';
import type { KitAuthoredLanguage, KitLanguage } from '../i18n/languages';

// `antd/locale/*.js` (CommonJS, with the extension) rather than `antd/es/locale/*`: antd's ES locale files
// import their neighbours without extensions, which plain Node's ES-module loader refuses, so the kit could
// only be loaded through a bundler. The CommonJS files load in Node and in every bundler.
// Each loads on demand (the three would be ~5 kB gz of the shell's first load; a user needs one).
// A derived language (the pseudo-locale) uses its source's packs.
const ANTD_LOCALE_FILES: Record<
  KitAuthoredLanguage,
  () => Promise<{ default: Locale | { default: Locale } }>
> = {
  'zh-CN': () => import('antd/locale/zh_CN.js'),
  en: () => import('antd/locale/en_US.js'),
  es: () => import('antd/locale/es_ES.js'),
};
const antdLocales: Partial<Record<KitLanguage, Locale>> = {};

/**
 * A bundler's production build hands over the CommonJS file's `exports.default`; Vite's dev server
 * (Storybook, a sister app in development) hands over the whole `exports`, whose `default` it is.
 */
function unwrapLocale(value: Locale | { default: Locale }): Locale {
  return 'locale' in value ? value : value.default;
}

/** antd's texts for `language` once loaded (until then antd's built-in English). */
export function antdLocaleOf(language: KitLanguage): Locale | undefined {
  return antdLocales[language];
}

/** Loads antd's texts for `language` (memoised); resolves with them. */
export function loadAntdLocale(language: KitLanguage): Promise<Locale> {
  const loaded = antdLocales[language];
  if (loaded) return Promise.resolve(loaded);
  return ANTD_LOCALE_FILES[authoredLocaleOf(language)]().then((module) => {
    const locale = unwrapLocale(module.default);
    antdLocales[language] = locale;
    return locale;
  });
}

/** Each dayjs locale registers itself with dayjs when loaded (English is built in). */
const DAYJS_LOCALE_FILES: Record<KitAuthoredLanguage, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  en: () => Promise.resolve(),
  es: () => import('dayjs/locale/es'),
};

let wanted: KitLanguage | undefined;

/**
 * Starts loading antd's and dayjs's texts for `language` without switching anything. A host calls it
 * as early as it knows the language (a signed-in page load, before its shell's code is in), so the
 * `KitProvider` mounts with antd's texts already there instead of re-rendering every antd component
 * when they arrive (a ~20 ms blocking render, ×4 on a phone). Resolves once both are in;
 * never rejects: failures are left to the provider, which loads the same (memoised) files and reports them.
 */
export function preloadLanguagePacks(language: KitLanguage): Promise<void> {
  const ignore = () => undefined;
  return Promise.all([
    loadAntdLocale(language).catch(ignore),
    DAYJS_LOCALE_FILES[authoredLocaleOf(language)]().catch(ignore),
  ]).then(ignore);
}

/**
 * Sets dayjs's global locale. dayjs and its locales load here, beside the shell rather than in it:
 * only pages with dates use them, and those pages load after the shell has asked for them.
 */
export function setDayjsLocale(language: KitLanguage): Promise<void> {
  wanted = language;
  const authored = authoredLocaleOf(language);
  return Promise.all([import('dayjs'), DAYJS_LOCALE_FILES[authored]()]).then(([{ default: dayjs }]) => {
    // A later switch may have finished first.
    if (wanted === language) dayjs.locale(languageFacts(authored).dayjs);
  });
}
