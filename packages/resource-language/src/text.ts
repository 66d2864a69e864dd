import type { LocalisedText, ResourceLocale } from './types';

/** Shorthand for a localised text: `text('姓名', 'Name', 'Nombre')`. */
export function text(zhCN: string, en: string, es: string): LocalisedText {
  return { 'zh-CN': zhCN, en, es };
}

export function localise(value: LocalisedText, locale: ResourceLocale = 'zh-CN'): string {
  return value[locale] || value['zh-CN'];
}
