import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { getToken, isApiError, logout } from '@eldercare/api-client';
import { useApiClient } from '@eldercare/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { ShellLoading } from '../layout/ShellLoading';
import Workspace from '../layout/Workspace';
import { loadUser, resetSession, useSession } from '../session/session-store';
import { AuthRedirectPage, RedirectPage } from '../pages/RedirectPage';
import { decideRoute } from './guard';

// pdf.js is only for the PDF viewer; the error pages' illustrations only for errors.
const ViewPdfPage = lazy(() => import('../pages/ViewPdfPage'));
const NotFoundPage = lazy(() =>
  import('../pages/ErrorPage').then((module) => ({ default: module.NotFoundPage })),
);
const ForbiddenPage = lazy(() =>
  import('../pages/ErrorPage').then((module) => ({ default: module.ForbiddenPage })),
);

/**
 * The one sign-out of `redirectType=screen` in progress: a second guard rendering meanwhile (the shell
 * mounted again while the first call is out) would sign out twice, and the second, late navigation back
 * to the flagged page would land after the login redirect and leave a white page.
 */
let signingOut: Promise<void> | undefined;
const ignore = () => undefined;

/** The signed-in routes behind the SPEC §4 guard. */
export function ShellRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const { user } = useSession();
  // The session store answers through useSyncExternalStore, whose updates React renders in one
  // uninterrupted task: the whole workspace (antd's layout, menu, tabs) mounting in it blocks the
  // main thread for ~0.5 s on a phone. Its first reveal is deferred: a transition React
  // splits into short slices while the loading screen stays up.
  const shownUser = useDeferredValue(user);
  const arriving = !!user && !shownUser;
  const busy = useRef(false);
  const mounted = useRef(true);

  const target = `${location.pathname}${location.search}`;
  const decision = decideRoute({
    path: location.pathname,
    target,
    search: new URLSearchParams(location.search),
    hasToken: !!getToken(),
    hasRoles: (user?.roles.length ?? 0) > 0,
  });

  useEffect(() => {
    if (busy.current) return;
    if (decision.kind === 'loadUser') {
      busy.current = true;
      loadUser(client)
        .catch((error: unknown) => {
          resetSession();
          void message.error(isApiError(error) ? error.msg : t('app.loadUserFailed'));
          navigate(`/login?redirect=${encodeURIComponent(decision.target)}`, { replace: true });
        })
        .finally(() => {
          busy.current = false;
        });
    } else if (decision.kind === 'logoutFirst') {
      busy.current = true;
      signingOut ??= (getToken() ? logout(client, { notify: false }).then(ignore, ignore) : Promise.resolve())
        .then(() => {
          resetSession();
          queryClient.clear();
        })
        .finally(() => {
          signingOut = undefined;
        });
      void signingOut.then(() => {
        busy.current = false;
        if (mounted.current) navigate(decision.then, { replace: true });
      });
    }
  }, [decision, client, message, navigate, queryClient, t]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind !== 'allow' || arriving) return <ShellLoading />;

  return (
    <Suspense fallback={<ShellLoading />}>
      <Routes>
        <Route path="/auth-redirect" element={<AuthRedirectPage />} />
        <Route path="/redirect/*" element={<RedirectPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/401" element={<ForbiddenPage />} />
        <Route path="/viewPdf" element={<ViewPdfPage />} />
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<Workspace />} />
      </Routes>
    </Suspense>
  );
}
