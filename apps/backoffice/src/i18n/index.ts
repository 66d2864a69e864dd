import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  detectLanguage as detectKitLanguage,
  KIT_LANGUAGES,
  KIT_UI_LANGUAGES,
  type KitAuthoredLanguage,
  type KitLanguage,
} from '@eldercare/admin-kit';
import { authoredLocaleOf, deriveBundle, LOCALES } from '@eldercare/validators';

/** The languages a user may choose (the validators' list, offered ones). */
export const LANGUAGES = KIT_LANGUAGES;
/** A language the app can run in, a test language (the pseudo-locale) included. */
export type Language = KitLanguage;
/** A language whose bundles are written (`locales/<language>/`); a derived one's are generated from its source's. */
export type AuthoredLanguage = KitAuthoredLanguage;

/** The language a top-level page shows and how it asks for another (the login page and the shell). */
export interface LanguageProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const DEFAULT_NAMESPACE = 'app';

export type Bundle = Record<string, unknown>;
export type Bundles = Record<AuthoredLanguage, Record<string, Bundle>>;

const noBundles = (): Bundles =>
  Object.fromEntries(LOCALES.map((language) => [language, {}])) as unknown as Bundles;

/**
 * Files `locales/<language>/<namespace>.ts` are i18next namespaces. Only `app` (login, shell,
 * errors) is bundled with the entry; the feature namespaces load with the first page (see
 * `loadFeatureBundles`), so neither the login page nor the shell carries every page's texts.
 */
export function collectBundles(files: Record<string, { default: Bundle }>): Bundles {
  const bundles = noBundles();
  for (const [file, module] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(file);
    const language = match?.[1] as AuthoredLanguage | undefined;
    if (match?.[2] && language && bundles[language]) bundles[language][match[2]] = module.default;
  }
  return bundles;
}

/**
 * The `app` texts loaded so far: the default language's come with the entry (its fallback for every
 * other); another language's are a chunk of their own, loaded before the app renders in it
 * (`loadAppTexts`), so nobody downloads three languages' login and shell texts.
 */
export const resources = collectBundles(
  import.meta.glob<{ default: Bundle }>('./locales/zh-CN/app.ts', { eager: true }),
);

const appFiles = import.meta.glob<{ default: Bundle }>(['./locales/*/app.ts', '!./locales/zh-CN/app.ts']);
const appLoads = new Map<string, Promise<void>>();

/** Whether `language`'s `app` texts are here, so the app can render in it at once. */
export function hasAppTexts(language: Language): boolean {
  return Object.keys(resources[authoredLocaleOf(language)]).length > 0;
}

/** Loads `language`'s `app` texts (once; a failed download may be retried). */
export function loadAppTexts(language: Language): Promise<void> {
  if (hasAppTexts(language)) return Promise.resolve();
  const authored = authoredLocaleOf(language);
  return loadOnce(appLoads, authored, async () => {
    const entry = Object.entries(appFiles).find(([file]) => file.includes(`/locales/${authored}/`));
    if (entry) resources[authored] = collectBundles({ [entry[0]]: await entry[1]() })[authored];
  });
}

/** One download per key (a language, or a language's namespace) at a time; a failed one may be retried by the next caller. */
function loadOnce(loads: Map<string, Promise<void>>, key: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/** SPEC §9: the language cookie, else the browser's, else English (the kit's rule). */
export function detectLanguage(): Language {
  return detectKitLanguage();
}

/** The feature namespaces (all but `app`): one chunk per file, so a user downloads only their language's. */
const featureFiles = import.meta.glob<{ default: Bundle }>(['./locales/*/*.ts', '!./locales/*/app.ts']);
const namespaceOf = (file: string) => /\/([^/]+)\.ts$/.exec(file)?.[1] ?? '';
/** Every feature namespace, read from the file names (`locales/<language>/<namespace>.ts`). */
const FEATURE_NAMESPACES = [...new Set(Object.keys(featureFiles).map(namespaceOf))];

/** The feature namespaces loaded so far, per language; instances created later start with them. */
const featureBundles = noBundles();
const featureLoads = new Map<string, Promise<void>>();
/** The namespaces some page has asked for: a language switch brings them in the new language first. */
const requestedNamespaces = new Set<string>();
/** The instance the app renders with (a language switch creates a new one). */
let latestInstance: I18n | undefined;

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // i18next adds namespaces into the object it is given: each instance gets its own.
    resources: Object.fromEntries(
      KIT_UI_LANGUAGES.map((language) => [language, textsIn(language, resources)]),
    ),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addBundles(instance, featureBundles);
  latestInstance = instance;
  return instance;
}

/**
 * The feature namespaces a page uses (every one unless told), in `languages` (every language unless
 * told), for the workspace to await with each page it loads, in the user's language only: the first
 * screen carries one language's texts of its own page, not every page's. They are added to the latest
 * instance, so a language switched while they load still gets them; a switch waits for the new
 * language's (`prepareLanguage`).
 */
export async function loadFeatureBundles(
  languages: readonly Language[] = LANGUAGES,
  namespaces: readonly string[] = FEATURE_NAMESPACES,
): Promise<void> {
  for (const namespace of namespaces) requestedNamespaces.add(namespace);
  await Promise.all(languages.flatMap((language) => namespaces.map((ns) => loadNamespace(language, ns))));
  if (latestInstance) addBundles(latestInstance, featureBundles);
}

function loadNamespace(language: Language, namespace: string): Promise<void> {
  const authored = authoredLocaleOf(language);
  return loadOnce(featureLoads, `${authored}/${namespace}`, async () => {
    const importFile = featureFiles[`./locales/${authored}/${namespace}.ts`];
    if (!importFile) throw new Error(`No texts ${namespace} in ${authored}`);
    featureBundles[authored][namespace] = (await importFile()).default;
  });
}

/** The language the app renders in now. */
export function currentLanguage(): Language {
  return (latestInstance?.language as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * Waits, before a language switch, for the new language's `app` texts, and its feature texts if the
 * signed-in pages use them already (the login page has none), so the pages never render bare keys.
 */
export async function prepareLanguage(language: Language): Promise<void> {
  await loadAppTexts(language);
  if (requestedNamespaces.size > 0) await loadFeatureBundles([language], [...requestedNamespaces]);
}

/** Adds namespaces to an instance (idempotent). */
export function addBundles(i18n: I18n, bundles: Bundles): void {
  for (const language of KIT_UI_LANGUAGES) {
    for (const [namespace, bundle] of Object.entries(textsIn(language, bundles))) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
    }
  }
}

/**
 * `language`'s namespaces: its own bundles, or a derived language's generated from its source's (a
 * fresh object either way: i18next adds namespaces into the object it is given).
 */
function textsIn(language: Language, bundles: Bundles): Record<string, Bundle> {
  return { ...deriveBundle(language, bundles[authoredLocaleOf(language)]) };
}
