import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { KitProvider } from '@eldercare/admin-kit';
import { LoginPage } from './pages/LoginPage';
import { createI18n, detectLanguage, type Language } from './i18n';

export function App() {
  const [language, setLanguage] = useState<Language>(detectLanguage);
  const i18n = useMemo(() => createI18n(language), [language]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <I18nextProvider i18n={i18n}>
      <KitProvider language={language} onLanguageChange={setLanguage}>
        <LoginPage language={language} onLanguageChange={setLanguage} />
      </KitProvider>
    </I18nextProvider>
  );
}
