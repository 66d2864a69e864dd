import {
  authoredLocaleOf,
  deriveText,
  fillPlaceholders,
  isUiLocale,
  LOCALES,
  type Locale,
} from '@eldercare/validators';
import { en } from './en.js';
import { es } from './es.js';
import { zhCN, type ApiMessageKey } from './zh-CN.js';

export type { ApiMessageKey } from './zh-CN.js';

/** The product's authored languages (the validators' list); a derived one's texts are generated. */
export const API_LOCALES = LOCALES;
export type ApiLocale = Locale;

/** Every text of the client per language; the host may merge these into its i18next bundles. */
export const apiMessages: Record<ApiLocale, Record<ApiMessageKey, string>> = { 'zh-CN': zhCN, en, es };

/**
 * Fills `{name}` placeholders. A derived locale (the pseudo-locale) gets its source's text, generated;
 * unknown locales fall back to zh-CN, the product's default language, never to the key.
 */
export function formatApiMessage(
  key: ApiMessageKey,
  locale: string = 'zh-CN',
  values: Record<string, string> = {},
): string {
  if (!isUiLocale(locale)) return fillPlaceholders(zhCN[key], values);
  return fillPlaceholders(deriveText(locale, apiMessages[authoredLocaleOf(locale)][key]), values);
}
