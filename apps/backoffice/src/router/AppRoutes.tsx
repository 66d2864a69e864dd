import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { getToken, setToken } from '@eldercare/api-client';
import type { Language } from '../i18n';
import { AuthRedirectPage } from '../pages/RedirectPage';
import { BootScreen } from './BootScreen';
import { publicRouteOf } from './guard';

// The login page is plain React and CSS; antd, the API client and react-query come with the shell,
// which the first signed-in route loads.
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const Shell = lazy(() => import('../layout/Shell'));

export interface AppRoutesProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/**
 * SPEC §4 at the entry: without a token, `/login` and `/auth-redirect` render on their own; every
 * other case goes to the shell, whose guard decides (redirects, loading the user, signing out).
 */
export function AppRoutes({ language, onLanguageChange }: AppRoutesProps) {
  const { pathname, search } = useLocation();
  const publicRoute = publicRouteOf(pathname, new URLSearchParams(search), !!getToken());

  return (
    <Suspense fallback={<BootScreen />}>
      {publicRoute === '/login' ? (
        <LoginPage language={language} onLanguageChange={onLanguageChange} />
      ) : publicRoute === '/auth-redirect' ? (
        <AuthRedirectPage onToken={setToken} />
      ) : (
        <Shell language={language} onLanguageChange={onLanguageChange} />
      )}
    </Suspense>
  );
}
