import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage as detectKitLanguage, type KitLanguage } from '@eldercare/admin-kit';

export const LANGUAGES = ['zh-CN', 'en', 'es'] as const;
export type Language = KitLanguage;
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const DEFAULT_NAMESPACE = 'app';

export type Bundle = Record<string, unknown>;
export type Bundles = Record<Language, Record<string, Bundle>>;

/**
 * Files `locales/<language>/<namespace>.ts` are i18next namespaces. Only `app` (login, shell,
 * errors) is bundled with the entry; the feature namespaces load with the first page (see
 * `loadFeatureBundles`), so neither the login page nor the shell carries every page's texts.
 */
export function collectBundles(files: Record<string, { default: Bundle }>): Bundles {
  const bundles: Bundles = { 'zh-CN': {}, en: {}, es: {} };
  for (const [file, module] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(file);
    const language = match?.[1] as Language | undefined;
    if (match?.[2] && language && bundles[language]) bundles[language][match[2]] = module.default;
  }
  return bundles;
}

export const resources = collectBundles(
  import.meta.glob<{ default: Bundle }>('./locales/*/app.ts', { eager: true }),
);

/** SPEC §9: the language cookie, else the browser's, else English (the kit's rule). */
export function detectLanguage(): Language {
  return detectKitLanguage();
}

/** The feature namespaces once loaded; instances created later start with them. */
let featureBundles: Bundles | undefined;
/** The instance the app renders with (a language switch creates a new one). */
let latestInstance: I18n | undefined;

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // i18next adds namespaces into the object it is given: each instance gets its own.
    resources: { 'zh-CN': { ...resources['zh-CN'] }, en: { ...resources.en }, es: { ...resources.es } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (featureBundles) addBundles(instance, featureBundles);
  latestInstance = instance;
  return instance;
}

/**
 * Every page's namespaces (all but `app`), for the workspace to await with each page it loads.
 * They are added to the latest instance, so a language switched while they load still gets them.
 */
export async function loadFeatureBundles(): Promise<void> {
  featureBundles ??= (await import('./feature-bundles')).featureBundles;
  if (latestInstance) addBundles(latestInstance, featureBundles);
}

/** Adds namespaces to an instance (idempotent). */
export function addBundles(i18n: I18n, bundles: Bundles): void {
  for (const language of LANGUAGES) {
    for (const [namespace, bundle] of Object.entries(bundles[language])) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
    }
  }
}
