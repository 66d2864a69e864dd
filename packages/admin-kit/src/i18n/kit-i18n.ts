import { kitTexts } from './locales';
import type { KitLanguage } from './languages';
import { Translator } from './translator';

/**
 * The kit's own texts: apart from any translation framework of the host app, so the kit's keys and
 * language switches never collide with the app's (the KitProvider keeps both in step).
 */
export const kitI18n = new Translator(kitTexts, 'zh-CN', 'zh-CN');

export function setKitLanguage(language: KitLanguage): void {
  void kitI18n.changeLanguage(language);
}
