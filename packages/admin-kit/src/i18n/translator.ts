import { authoredLocaleOf, deriveText, isUiLocale } from '@eldercare/validators';

/** A bundle of texts: nested objects of strings, read by dotted keys (`kit.moreMenu.more`). */
export interface TextBundle {
  [key: string]: string | TextBundle;
}

/** Values for `{{name}}` placeholders; `count` also picks the plural form, `lng` one call's language. */
export type TextParams = Record<string, unknown> & { count?: number; lng?: string };

export type Translate = (key: string, params?: TextParams) => string;

const PLACEHOLDER = /{{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?}}/g;

function lookup(bundle: TextBundle | undefined, key: string): string | undefined {
  let node: string | TextBundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function deepMerge(target: TextBundle, source: TextBundle): TextBundle {
  const merged: TextBundle = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return merged;
}

/**
 * The kit's texts in its languages: dotted keys, `{{name}}` and `{{count, number}}` placeholders and
 * `_one`/`_other` plural forms (Intl.PluralRules), falling back to one language. The subset of
 * i18next the kit's bundles use, in a few hundred bytes instead of i18next's 15 kB gzip, so a host
 * that imports one component does not carry a translation framework.
 */
export class Translator {
  private bundles: Record<string, TextBundle> = {};
  private listeners = new Set<() => void>();
  private plurals = new Map<string, Intl.PluralRules>();

  constructor(
    bundles: Record<string, TextBundle>,
    public language: string,
    private readonly fallback: string,
  ) {
    this.bundles = { ...bundles };
  }

  /** A text in the current language, or in `params.lng`. */
  t: Translate = (key, params) => this.getFixedT(params?.lng ?? this.language)(key, params);

  /**
   * `t` of one language (a call's `lng` still wins, as in i18next), every key under `keyPrefix` when given
   * (the namespace argument is unused).
   */
  getFixedT(language: string, _namespace?: null, keyPrefix?: string): Translate {
    return (key, params) =>
      this.translate(params?.lng ?? language, keyPrefix ? `${keyPrefix}.${key}` : key, params);
  }

  changeLanguage(language: string): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve();
  }

  /** Adds texts to a language, deep-merged over those it has. */
  addResourceBundle(language: string, _namespace: string, bundle: TextBundle): void {
    this.bundles[language] = deepMerge(this.bundles[language] ?? {}, bundle);
  }

  /** Calls `listener` on every language change; returns the unsubscribe (for useSyncExternalStore). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translate(language: string, key: string, params: TextParams = {}): string {
    const text = this.findIn(language, key, params.count) ?? this.find(this.fallback, key, params.count);
    if (text === undefined) return key;
    return text.replace(PLACEHOLDER, (placeholder, name: string, format?: string) => {
      const value = params[name];
      if (value === undefined || value === null) return placeholder;
      if (format === 'number' && typeof value === 'number')
        return new Intl.NumberFormat(language).format(value);
      return String(value);
    });
  }

  /** A derived language (the pseudo-locale) has no bundle: its text is generated from its source's. */
  private findIn(language: string, key: string, count: number | undefined): string | undefined {
    if (!isUiLocale(language)) return this.find(language, key, count);
    const text = this.find(authoredLocaleOf(language), key, count);
    return text === undefined ? undefined : deriveText(language, text);
  }

  private find(language: string, key: string, count: number | undefined): string | undefined {
    const bundle = this.bundles[language];
    if (typeof count === 'number') {
      const form = this.pluralRules(language).select(count);
      const plural = lookup(bundle, `${key}_${form}`) ?? lookup(bundle, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(bundle, key);
  }

  private pluralRules(language: string): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules;
  }
}
