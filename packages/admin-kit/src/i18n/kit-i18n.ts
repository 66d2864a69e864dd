import i18next, { type i18n } from 'i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { zhCN } from './locales/zh-CN';
import type { KitLanguage } from './languages';

/**
 * The kit's own i18next instance: the host app keeps its own, so the kit's keys and language
 * switches never collide with the app's (the KitProvider keeps both in step).
 */
export const kitI18n: i18n = i18next.createInstance();

void kitI18n.init({
  resources: {
    'zh-CN': { translation: zhCN },
    en: { translation: en },
    es: { translation: es },
  },
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const kitBundles = { 'zh-CN': zhCN, en, es } as const;

export function setKitLanguage(language: KitLanguage): void {
  if (kitI18n.language !== language) void kitI18n.changeLanguage(language);
}
