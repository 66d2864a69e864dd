import { useTranslation } from 'react-i18next';
import { kitI18n } from './kit-i18n';

/** `t` bound to the kit's own instance; re-renders on the kit's language changes. */
export function useKitTranslation() {
  return useTranslation('translation', { i18n: kitI18n });
}
