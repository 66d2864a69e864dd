import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage as detectKitLanguage, type KitLanguage } from '@eldercare/admin-kit';

export const LANGUAGES = ['zh-CN', 'en', 'es'] as const;
export type Language = KitLanguage;
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const DEFAULT_NAMESPACE = 'app';

type Bundle = Record<string, unknown>;

/**
 * Every `locales/<language>/<namespace>.ts` file is one i18next namespace, found at build time,
 * so a feature adds its texts by adding files (the same names in all three languages; a test checks).
 */
const files = import.meta.glob<{ default: Bundle }>('./locales/*/*.ts', { eager: true });

export const resources: Record<Language, Record<string, Bundle>> = { 'zh-CN': {}, en: {}, es: {} };
for (const [file, module] of Object.entries(files)) {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(file);
  if (!match) continue;
  const [, language, namespace] = match as unknown as [string, Language, string];
  if (resources[language]) resources[language][namespace] = module.default;
}

/** SPEC §9: the language cookie, else the browser's, else English (the kit's rule). */
export function detectLanguage(): Language {
  return detectKitLanguage();
}

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(resources[DEFAULT_LANGUAGE]),
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
