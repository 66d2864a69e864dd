import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { KitProvider } from '@eldercare/admin-kit';
import { ApiClientProvider } from '@eldercare/api-client/react';
import { apiClient } from './api/client';
import { ApiUiBridge, LoadingMask } from './api/ApiUiBridge';
import { installErrorLog } from './api/error-log';
import { createI18n, detectLanguage, type Language } from './i18n';
import { AppRoutes } from './router/AppRoutes';
import { useSession } from './session/session-store';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});

export function App() {
  const [language, setLanguage] = useState<Language>(detectLanguage);
  const i18n = useMemo(() => createI18n(language), [language]);
  const { user } = useSession();

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // SPEC §8: production records uncaught errors with the page URL.
  useEffect(() => (import.meta.env.PROD ? installErrorLog() : undefined), []);

  return (
    <I18nextProvider i18n={i18n}>
      <KitProvider language={language} onLanguageChange={setLanguage} roleKey={user?.sysRoles[0]?.roleKey}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={apiClient}>
            <ApiUiBridge />
            <LoadingMask />
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </KitProvider>
    </I18nextProvider>
  );
}
