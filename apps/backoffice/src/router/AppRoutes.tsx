import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { getToken, setToken } from '@eldercare/api-client';
import type { Language } from '../i18n';
import { AuthRedirectPage } from '../pages/RedirectPage';
import { BootScreen } from './BootScreen';
import { DocumentTitle } from './DocumentTitle';
import { publicRouteOf } from './guard';

// The login page is plain React and CSS; antd, the API client and react-query come with the shell,
// which the first signed-in route loads.
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const Shell = lazy(() => import('../layout/Shell'));

let preloaded = false;
/**
 * Signed in, a full page load fetches the page's own code (and, for a business module, the module
 * catalogue) while the shell's chunk and the user info load, not after them. Once per page load.
 */
function preloadSignedInPage(pathname: string) {
  if (preloaded) return;
  preloaded = true;
  void import('./page-registry')
    .then(({ preloadPage }) => preloadPage(pathname))
    // Only a head start: the workspace loads (and reports) the same chunks itself.
    .catch(() => undefined);
}

export interface AppRoutesProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/**
 * SPEC §4 at the entry: without a token, `/login` and `/auth-redirect` render on their own; every
 * other case goes to the shell, whose guard decides (redirects, loading the user, signing out).
 */
export function AppRoutes({ language, onLanguageChange }: AppRoutesProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const publicRoute = publicRouteOf(pathname, new URLSearchParams(search), !!getToken());
  if (!publicRoute && getToken()) preloadSignedInPage(pathname === '/' ? '/dashboard' : pathname);

  return (
    <Suspense fallback={<BootScreen />}>
      {publicRoute === '/login' ? (
        <>
          <LoginPage language={language} onLanguageChange={onLanguageChange} />
          {/* SPEC §1's default page title, in the chosen language; no page name before sign-in. */}
          <DocumentTitle system={t('app.title')} />
        </>
      ) : publicRoute === '/auth-redirect' ? (
        <AuthRedirectPage onToken={setToken} />
      ) : (
        <Shell language={language} onLanguageChange={onLanguageChange} />
      )}
    </Suspense>
  );
}
