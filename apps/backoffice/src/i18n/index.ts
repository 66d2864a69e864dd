import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from './zh-CN';
import en from './en';
import es from './es';

export const LANGUAGES = ['zh-CN', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export const resources = { 'zh-CN': { translation: zhCN }, en: { translation: en }, es: { translation: es } };

/** Reads the stored choice (cookie `language`); the product's default is Chinese. */
export function detectLanguage(cookie: string): Language {
  const match = /(?:^|;\s*)language=([^;]+)/.exec(cookie);
  const stored = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

export function setupI18n(language: Language) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
  });
  return i18next;
}
