import { authoredLocaleOf, deriveText, type UiLocale } from '@eldercare/validators';
import type { LocalisedText } from './types';

/** Shorthand for a localised text: `text('姓名', 'Name', 'Nombre')`. */
export function text(zhCN: string, en: string, es: string): LocalisedText {
  return { 'zh-CN': zhCN, en, es };
}

/**
 * The text in `locale`. Declarations are written in the authored languages only; a derived language
 * (the pseudo-locale) gets its text generated from the one it derives from.
 */
export function localise(value: LocalisedText, locale: UiLocale = 'zh-CN'): string {
  return deriveText(locale, value[authoredLocaleOf(locale)] || value['zh-CN']);
}
