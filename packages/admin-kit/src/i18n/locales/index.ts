import type { KitLanguage } from '../languages';
import { en } from './en';
import { es } from './es';
import { zhCN, type KitLocaleBundle } from './zh-CN';

/** The kit's own texts (`kit.*`) per language: what the translator starts with. */
export const kitTexts: Record<KitLanguage, KitLocaleBundle> = { 'zh-CN': zhCN, en, es };
