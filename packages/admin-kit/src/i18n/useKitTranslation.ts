import { useContext, useMemo, useSyncExternalStore } from 'react';
import { KitContext } from '../settings/kit-context';
import { kitI18n } from './kit-i18n';
import type { KitLanguage } from './languages';

const currentLanguage = () => kitI18n.language as KitLanguage;

/**
 * `t` of the kit's texts, fixed to the nearest KitProvider's language, so nested providers (a preview
 * in another language inside the app) each speak their own.
 */
export function useKitTranslation() {
  const context = useContext(KitContext);
  // Subscribes to the language so a switch re-renders outside a provider too.
  const shared = useSyncExternalStore(kitI18n.subscribe, currentLanguage, currentLanguage);
  const language = context?.language ?? shared;
  const t = useMemo(() => kitI18n.getFixedT(language), [language]);
  return { t, i18n: kitI18n, language };
}
