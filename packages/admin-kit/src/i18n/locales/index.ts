import type { KitAuthoredLanguage } from '../languages';
import { en } from './en';
import { es } from './es';
import { zhCN, type KitLocaleBundle } from './zh-CN';

/**
 * The kit's own texts (`kit.*`) per authored language: what the translator starts with (a derived
 * language's are generated from these).
 */
export const kitTexts: Record<KitAuthoredLanguage, KitLocaleBundle> = { 'zh-CN': zhCN, en, es };
