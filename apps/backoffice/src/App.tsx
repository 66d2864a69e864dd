import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { LoadingMask } from './api/LoadingMask';
import { createI18n, detectLanguage, prepareLanguage, type Language } from './i18n';
import { AppRoutes } from './router/AppRoutes';

/**
 * The entry: language, router and the choice between the login page and the signed-in shell. It
 * holds no antd, API client or react-query (SPEC bundle budgets): the login page and the shell
 * load them with their chunks.
 */
export function App() {
  const [language, setLanguage] = useState<Language>(detectLanguage);
  const i18n = useMemo(() => createI18n(language), [language]);
  // Signed in, the pages' texts are loaded per language: the switch waits for the new one's.
  const changeLanguage = useCallback((next: Language) => {
    void prepareLanguage(next)
      .catch((error: unknown) => console.error(error))
      .then(() => setLanguage(next));
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes language={language} onLanguageChange={changeLanguage} />
      </BrowserRouter>
      <LoadingMask />
    </I18nextProvider>
  );
}
