import i18next, { type i18n } from 'i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { zhCN } from './locales/zh-CN';
import type { KitLanguage } from './languages';
import { resourceEn } from '../resource/i18n/en';
import { resourceEs } from '../resource/i18n/es';
import { resourceZhCN } from '../resource/i18n/zh-CN';

/** A kit bundle with the resource pages' texts under `kit.resource` (they keep their own files). */
const withResource = <B extends { kit: object }, R>(bundle: B, resource: R) => ({
  ...bundle,
  kit: { ...bundle.kit, resource },
});
const bundles = {
  'zh-CN': withResource(zhCN, resourceZhCN),
  en: withResource(en, resourceEn),
  es: withResource(es, resourceEs),
};

/**
 * The kit's own i18next instance: the host app keeps its own, so the kit's keys and language
 * switches never collide with the app's (the KitProvider keeps both in step).
 */
export const kitI18n: i18n = i18next.createInstance();

void kitI18n.init({
  resources: {
    'zh-CN': { translation: bundles['zh-CN'] },
    en: { translation: bundles.en },
    es: { translation: bundles.es },
  },
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const kitBundles = bundles;

export function setKitLanguage(language: KitLanguage): void {
  if (kitI18n.language !== language) void kitI18n.changeLanguage(language);
}
