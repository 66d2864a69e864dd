import { localise, type ResourceDeclaration } from '@eldercare/resource-language';
import { kitI18n } from '../../i18n/kit-i18n';
import type { KitLanguage } from '../../i18n/languages';
import { registerResourceBundles } from '../i18n/register';
import type { TextParams } from '../../i18n/translator';

/** A resource text in the kit's current language: the memory source answers as the server does, in the user's. */
function say(key: string, params?: TextParams): string {
  registerResourceBundles();
  return kitI18n.t(`kit.resource.${key}`, params);
}

/** The refusals of `createMemoryDataSource`, from the kit's texts (never written in one language). */
export const memoryMessages = {
  stale: () => say('stale.title'),
  notFound: () => say('detail.notFound'),
  unavailable: () => say('memory.unavailable'),
  /** An import row without the declared field's value. */
  required: (resource: ResourceDeclaration, fieldName: string) => {
    const field = resource.fields.find((f) => f.name === fieldName);
    const language = kitI18n.language as KitLanguage;
    return say('detail.required', { label: field ? localise(field.label, language) : fieldName });
  },
};
