import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { preloadLanguagePacks } from '@eldercare/admin-kit';
import { getToken } from '@eldercare/api-client';
import type { Language, LanguageProps } from '../i18n';
import { AuthRedirectPage } from '../pages/RedirectPage';
import { BootScreen } from './BootScreen';
import { DocumentTitle } from './DocumentTitle';
import { decideRoute, publicRouteOf } from './guard';

// The login page is plain React and CSS; antd, the API client and react-query come with the shell,
// which the first signed-in route loads.
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const Shell = lazy(() => import('../layout/Shell'));

let preloaded = false;
/**
 * Signed in, a full page load fetches the page's own code (and, for a business module, the module
 * catalogue) while the shell's chunk loads, not after it, and the user info when the guard is going
 * to ask for it (not when it signs out first); antd's texts in the user's language too, so the shell
 * mounts with them. Once per page load.
 */
function preloadSignedInPage(pathname: string, withUser: boolean, language: Language) {
  if (preloaded) return;
  preloaded = true;
  preloadLanguagePacks(language);
  void import('./page-registry')
    .then(({ preloadPage }) => preloadPage(pathname, { withUser }))
    // Only a head start: the workspace loads (and reports) the same chunks itself.
    .catch(() => undefined);
}

/**
 * SPEC §4 at the entry: without a token, `/login` and `/auth-redirect` render on their own and every
 * other path redirects (the guard's rule); with one, the shell's guard decides (redirects, loading
 * the user, signing out).
 */
export function AppRoutes({ language, onLanguageChange }: LanguageProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const hasToken = !!getToken();
  const decision = decideRoute({
    path: pathname,
    target: `${pathname}${search}`,
    search: query,
    hasToken,
    hasRoles: false,
  });
  // Without a token every other path leads to the login page: go there without the shell's chunks.
  if (!hasToken && decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const publicRoute = publicRouteOf(pathname, query, hasToken);
  if (!publicRoute && hasToken) {
    // `/` and `/login` lead a signed-in user to the dashboard.
    const page = pathname === '/' || pathname === '/login' ? '/dashboard' : pathname;
    preloadSignedInPage(page, decision.kind === 'loadUser' || decision.kind === 'redirect', language);
  }

  return (
    <Suspense fallback={<BootScreen />}>
      {publicRoute === '/login' ? (
        <>
          <LoginPage language={language} onLanguageChange={onLanguageChange} />
          {/* SPEC §1's default page title, in the chosen language; no page name before sign-in. */}
          <DocumentTitle system={t('app.title')} />
        </>
      ) : publicRoute === '/auth-redirect' ? (
        <AuthRedirectPage />
      ) : (
        <Shell language={language} onLanguageChange={onLanguageChange} />
      )}
    </Suspense>
  );
}
