import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KitContext } from '../settings/kit-context';
import { kitI18n } from './kit-i18n';
import type { KitLanguage } from './languages';

/**
 * `t` of the kit's own instance, fixed to the nearest KitProvider's language, so nested
 * providers (a preview in another language inside the app) each speak their own.
 */
export function useKitTranslation() {
  const context = useContext(KitContext);
  // Subscribes to the instance so a language switch re-renders outside a provider too.
  const { i18n } = useTranslation('translation', { i18n: kitI18n });
  const language = (context?.language ?? i18n.language) as KitLanguage;
  const t = useMemo(() => kitI18n.getFixedT(language), [language]);
  return { t, i18n, language };
}
