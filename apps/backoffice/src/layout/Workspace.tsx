import { lazy, Suspense, useCallback, useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  AppShell,
  clearAllDrafts,
  PermissionProvider,
  TabPanels,
  TabsProvider,
  writeStoredButtons,
  type ViewTab,
} from '@eldercare/admin-kit';
import { getToken, logout } from '@eldercare/api-client';
import { useApiClient } from '@eldercare/api-client/react';
import type { Language } from '../i18n';
import { externalLink } from '../router/menu-routes';
import {
  isPageOpen,
  loadedPage,
  loadPage,
  loadResourcePages,
  matchPage,
  useFeaturePages,
  type PageMatch,
} from '../router/page-registry';
import type { PageDefinition } from '../router/page-definition';
import { ActiveTabTitle } from '../router/ActiveTabTitle';
import { DRAFT_NAMESPACE } from '../session/drafts';
import { currentDataType, resetSession, useSession } from '../session/session-store';
import { useRoleSwitch } from '../session/useRoleSwitch';
import { useDocumentIcon, useProfilePicture } from '../pages/system/profile/useProfilePicture';
import { ShellLoading } from './ShellLoading';
import { HeaderExtras } from './HeaderExtras';
import { DataTypeBanner } from './DataTypeBanner';
import { useUserMenu } from './useUserMenu';
import { useWorkspaceMenu } from './useWorkspaceMenu';
import { ListFooter } from './ListFooter';

// One component per page for the app's life (a new one would remount the page): the loaded page
// itself when it is already in, else a lazy one that loads it with its texts.
const pageComponents = new Map<PageDefinition, ComponentType>();
function pageComponent(page: PageDefinition) {
  let component = pageComponents.get(page);
  if (!component) {
    component = loadedPage(page) ?? lazy(() => loadPage(page).then((loaded) => ({ default: loaded })));
    pageComponents.set(page, component);
  }
  return component;
}

/** While a page's code loads: grey bars like antd's Skeleton, drawn in CSS (global.css). */
function PageFallback() {
  return (
    <div className="page-skeleton" aria-busy="true">
      <span />
      {Array.from({ length: 8 }, (_, row) => (
        <span key={row} />
      ))}
    </div>
  );
}

// The 404 illustration is antd's Result, rarely needed.
const PageMissing = lazy(() => import('./PageMissing'));

/** Loads the business modules' pages while a path is unknown; once they are in, it is missing. */
function UnknownPage({ complete, whileLoading }: { complete: boolean; whileLoading: ReactNode }) {
  useEffect(() => {
    if (!complete) void loadResourcePages().catch((error: unknown) => console.error(error));
  }, [complete]);
  return complete ? <PageMissing /> : whileLoading;
}

/** Each tab's page under its menu entry's buttons; a path no page knows waits for the modules. */
function useTabRenderer(
  buttonsFor: (pathname: string) => readonly { name: string }[],
  pages: readonly PageDefinition[],
  complete: boolean,
) {
  return useCallback(
    (tab: ViewTab) => (
      <PermissionProvider buttons={buttonsFor(tab.pathname).map((b) => b.name)}>
        <Suspense fallback={<PageFallback />}>
          <Routes location={{ pathname: tab.pathname, search: tab.search }}>
            {pages.map((page) => {
              const Page = pageComponent(page);
              return <Route key={page.path} path={page.path} element={<Page />} />;
            })}
            <Route path="*" element={<UnknownPage complete={complete} whileLoading={<PageFallback />} />} />
          </Routes>
        </Suspense>
      </PermissionProvider>
    ),
    [buttonsFor, pages, complete],
  );
}

/** SPEC §4 sign-out: the server is told, then token, roles, drafts and cache go and login loads. */
function useSignOut() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const leave = () => {
      // Drafts hold personal data typed in this session: they leave with the user.
      clearAllDrafts(window.localStorage, DRAFT_NAMESPACE);
      resetSession();
      queryClient.clear();
      window.location.assign('/login');
    };
    void logout(client, { notify: false }).then(leave, leave);
  }, [client, queryClient]);
}

/**
 * The breadcrumb of a page outside the menu (a detail route, 个人中心): its tab title and the list
 * page it belongs to. Menu pages have theirs from the menu.
 */
function breadcrumbRoute(
  location: { pathname: string; search: string },
  current: PageMatch,
  menuUrls: ReadonlySet<string>,
  routeTitle: (pathname: string) => string | undefined,
) {
  if (menuUrls.has(location.pathname)) return undefined;
  return {
    title:
      new URLSearchParams(location.search).get('_title') ??
      routeTitle(location.pathname) ??
      location.pathname,
    ...(current.permissionsFrom !== current.page.path ? { parentPath: current.permissionsFrom } : {}),
  };
}

/** The signed-in workspace: shell, keep-alive tabs, and each tab's page with its permissions. */
export default function Workspace() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { pages, complete } = useFeaturePages();
  // Stored pictures are fetched with the token; the header, sidebar and tab icon update on a save.
  const avatar = useProfilePicture(user?.avatar);
  const logo = useProfilePicture(user?.sysUserConfig.sysLogo);
  useDocumentIcon(useProfilePicture(user?.sysUserConfig.sysIco));
  const roleMenu = useRoleSwitch(user);

  const { kitMenu, searchRoutes, menuUrls, buttonsFor, routeTitle } = useWorkspaceMenu(user, language, pages);
  const current = matchPage(location.pathname, pages);

  // SPEC §6: the current page's buttons are kept in session storage under `btns`.
  const activeButtons = buttonsFor(location.pathname);
  useEffect(() => writeStoredButtons(activeButtons), [activeButtons]);

  const go = useCallback(
    (to: string) => {
      if (/^https?:\/\//i.test(to)) {
        window.open(externalLink(to, getToken() ?? '', currentDataType()), '_blank', 'noopener');
      } else navigate(to);
    },
    [navigate],
  );

  const userMenu = useUserMenu(language, go, roleMenu);

  const signOut = useSignOut();
  const renderTab = useTabRenderer(buttonsFor, pages, complete);

  if (!user) return null;
  const systemTitle = user.sysUserConfig.sysTitle ?? t('app.title');
  if (!current && !complete) return <UnknownPage complete={false} whileLoading={<ShellLoading />} />;
  if (!current) return <Navigate to="/404" replace />;
  if (!isPageOpen(current, menuUrls)) return <Navigate to="/401" replace />;
  const currentRoute = breadcrumbRoute(location, current, menuUrls, routeTitle);

  return (
    <TabsProvider
      location={{ pathname: location.pathname, search: location.search }}
      navigate={go}
      routeTitle={routeTitle}
      affixTabs={[{ pathname: '/dashboard', title: t('app.dashboard') }]}
      homePath="/dashboard"
      owner={String(user.userId)}
    >
      <AppShell
        menu={kitMenu}
        location={{ pathname: location.pathname, search: location.search }}
        navigate={go}
        currentRoute={currentRoute}
        routes={searchRoutes}
        systemName={user.sysUserConfig.sysName ?? t('app.systemName')}
        logo={logo}
        title={systemTitle}
        user={{ name: user.name, avatar }}
        userMenu={userMenu}
        onLogout={signOut}
        headerExtra={<HeaderExtras user={user} />}
        footer={menuUrls.has(location.pathname) ? <ListFooter /> : undefined}
      >
        <DataTypeBanner />
        <TabPanels render={renderTab} />
      </AppShell>
      <ActiveTabTitle system={systemTitle} fallback={currentRoute?.title} />
    </TabsProvider>
  );
}
