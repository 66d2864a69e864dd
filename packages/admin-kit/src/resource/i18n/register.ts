import { kitI18n } from '../../i18n/kit-i18n';
import { resourceEn } from './en';
import { resourceEs } from './es';
import { resourceZhCN } from './zh-CN';

export const resourceBundles = { 'zh-CN': resourceZhCN, en: resourceEn, es: resourceEs } as const;

/**
 * Adds the resource pages' texts to the kit's instance under `kit.resource`, when the pages load:
 * a host's first screen (login, shell) does not carry them. Idempotent.
 */
let registered = false;

export function registerResourceBundles(): void {
  if (registered) return;
  registered = true;
  for (const [language, bundle] of Object.entries(resourceBundles))
    kitI18n.addResourceBundle(language, 'translation', { kit: { resource: bundle } });
}
