import type { Locale } from 'antd/es/locale';
import { startTransition, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { setKitLanguage } from '../i18n/kit-i18n';
import { detectLanguage, persistLanguage, type KitLanguage } from '../i18n/languages';
import { antdLocaleOf, loadAntdLocale, setDayjsLocale } from './locale-packs';

interface LanguageOptions {
  language?: KitLanguage;
  defaultLanguage?: KitLanguage;
  onLanguageChange?: (language: KitLanguage) => void;
  persist: boolean;
}

/**
 * The language the kit speaks, controlled or the user's own, with antd's texts for it. The kit's
 * texts and dayjs switch together, before paint, so no frame shows two languages.
 */
export function useKitLanguage({
  language: controlled,
  defaultLanguage,
  onLanguageChange,
  persist,
}: LanguageOptions) {
  const [ownLanguage, setOwnLanguage] = useState<KitLanguage>(() => {
    const initial = controlled ?? defaultLanguage ?? detectLanguage();
    // Before any child subscribes, so the first render already reads the right bundle.
    setKitLanguage(initial);
    void setDayjsLocale(initial);
    return initial;
  });
  const language = controlled ?? ownLanguage;

  // A controlled language may change from outside: follow it before paint.
  useLayoutEffect(() => {
    setKitLanguage(language);
    void setDayjsLocale(language);
  }, [language]);

  const antdLocale = useAntdLocale(language);

  const setLanguage = useCallback(
    (next: KitLanguage) => {
      if (persist) persistLanguage(next);
      setKitLanguage(next);
      void setDayjsLocale(next);
      setOwnLanguage(next);
      onLanguageChange?.(next);
    },
    [persist, onLanguageChange],
  );
  return { language, setLanguage, antdLocale };
}

/**
 * antd's own texts (pagination, pickers, empty lists) load beside the shell, not in it: none shows
 * on the first screen. Until they are in, antd speaks its built-in English.
 */
function useAntdLocale(language: KitLanguage): Locale | undefined {
  const [antdLocale, setAntdLocale] = useState(() => antdLocaleOf(language));
  useEffect(() => {
    let current = true;
    loadAntdLocale(language).then(
      // Every antd component re-renders with new texts: in slices, as a transition, not one long task.
      (locale) => current && startTransition(() => setAntdLocale(locale)),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return antdLocale;
}
