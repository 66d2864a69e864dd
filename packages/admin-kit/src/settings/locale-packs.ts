import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import type { KitLanguage } from '../i18n/languages';

export const ANTD_LOCALES: Record<KitLanguage, Locale> = { 'zh-CN': zhCN, en: enUS, es: esES };
export const DAYJS_LOCALES: Record<KitLanguage, string> = { 'zh-CN': 'zh-cn', en: 'en', es: 'es' };

export function setDayjsLocale(language: KitLanguage): void {
  dayjs.locale(DAYJS_LOCALES[language]);
}
