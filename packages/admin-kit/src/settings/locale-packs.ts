import type { Locale } from 'antd/es/locale';
// `antd/locale/*.js` (CommonJS, with the extension) rather than `antd/es/locale/*`: antd's ES locale files
// import their neighbours without extensions, which plain Node's ES-module loader refuses, so the kit could
// only be loaded through a bundler. The CommonJS files load in Node and in every bundler.
import enUS from 'antd/locale/en_US.js';
import esES from 'antd/locale/es_ES.js';
import zhCN from 'antd/locale/zh_CN.js';
import type { KitLanguage } from '../i18n/languages';

export const ANTD_LOCALES: Record<KitLanguage, Locale> = { 'zh-CN': zhCN, en: enUS, es: esES };
export const DAYJS_LOCALES: Record<KitLanguage, string> = { 'zh-CN': 'zh-cn', en: 'en', es: 'es' };

/** Each dayjs locale registers itself with dayjs when loaded (English is built in). */
const DAYJS_LOCALE_FILES: Record<KitLanguage, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  en: () => Promise.resolve(),
  es: () => import('dayjs/locale/es'),
};

let wanted: KitLanguage | undefined;

/**
 * Sets dayjs's global locale. dayjs and its locales load here, beside the shell rather than in it:
 * only pages with dates use them, and those pages load after the shell has asked for them.
 */
export function setDayjsLocale(language: KitLanguage): Promise<void> {
  wanted = language;
  return Promise.all([import('dayjs'), DAYJS_LOCALE_FILES[language]()]).then(([{ default: dayjs }]) => {
    // A later switch may have finished first.
    if (wanted === language) dayjs.locale(DAYJS_LOCALES[language]);
  });
}
