import { localise, type ResourceDeclaration } from '@eldercare/resource-language';
import { kitI18n } from '../../i18n/kit-i18n';
import type { KitLanguage } from '../../i18n/languages';
import { registerResourceBundles } from '../i18n/register';

/**
 * The refusals of `createMemoryDataSource`, from the kit's texts (never written in one language): the
 * memory source answers as the server does, in the user's language. Each names its whole key so the
 * key scan checks it.
 */
export const memoryMessages = {
  stale: () => {
    registerResourceBundles();
    return kitI18n.t('kit.resource.stale.title');
  },
  notFound: () => {
    registerResourceBundles();
    return kitI18n.t('kit.resource.detail.notFound');
  },
  unavailable: () => {
    registerResourceBundles();
    return kitI18n.t('kit.resource.memory.unavailable');
  },
  /** An import row without the declared field's value. */
  required: (resource: ResourceDeclaration, fieldName: string) => {
    registerResourceBundles();
    const field = resource.fields.find((f) => f.name === fieldName);
    const label = field ? localise(field.label, kitI18n.language as KitLanguage) : fieldName;
    return kitI18n.t('kit.resource.detail.required', { label });
  },
};
