import { useMemo } from 'react';
import { kitI18n } from '../../i18n/kit-i18n';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { registerResourceBundles } from './register';

registerResourceBundles();

/** `t` over the resource pages' texts (`kit.resource.*`), in the nearest KitProvider's language. */
export function useResourceTranslation() {
  const { language } = useKitTranslation();
  const t = useMemo(() => kitI18n.getFixedT(language, null, 'kit.resource'), [language]);
  return { t, language };
}

export type ResourceT = ReturnType<typeof useResourceTranslation>['t'];
