import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AppShell,
  KitProvider,
  PermissionProvider,
  QUERY_PERMISSION,
  RESET_PERMISSION,
  ResourceKitProvider,
  TabPanels,
  TabsProvider,
  plainResourceInputs,
  type KitLocation,
  type KitMenuNode,
  type ResourceHost,
} from '@eldercare/admin-kit';
import { DemoPage } from './DemoPage';
import { amount } from './fields/amount';
import { GENDER, seniors, seniorsSource } from './seniors';
import { sisterTheme } from './theme';
import { SERVICE_KIND, visits, visitsSource } from './visits';

// Each route's page is its own chunk, as in any app with several pages: the kit's resource pages
// (table, form inputs, date pickers, uploads) load when their route is first opened.
const SeniorsList = lazy(() => import('./pages/SeniorsList'));
const SeniorDetail = lazy(() => import('./pages/SeniorDetail'));
const VisitsList = lazy(() => import('./pages/VisitsList'));
const VisitDetail = lazy(() => import('./pages/VisitDetail'));
const queryClient = new QueryClient();
const menu: KitMenuNode[] = [
  { key: 'home', title: '首页', path: '/home' },
  {
    key: 'records',
    title: '档案管理',
    children: [
      { key: 'seniors', title: '老年人信息', path: seniors.listRoute },
      { key: 'visits', title: '上门服务记录', path: visits.listRoute },
    ],
  },
];
// Tab titles: without routeTitle a tab shows its path. The detail page names its tab itself (useTabTitle).
const titles = new Map([
  ['/home', '首页'],
  [seniors.listRoute, seniors.title['zh-CN']],
  [seniors.detailRoute, '老年人详情'],
  [visits.listRoute, visits.title['zh-CN']],
  [visits.detailRoute, '服务记录详情'],
]);
const sources = new Map([
  [seniors.key, seniorsSource],
  [visits.key, visitsSource],
]);
const baseButtons = [
  QUERY_PERMISSION,
  RESET_PERMISSION,
  ...new Set([...seniors.actions, ...visits.actions].map((action) => action.permission)),
];

function locationOf(to: string): KitLocation {
  const [pathname = to, search = ''] = to.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

export function App() {
  // The sister product has no router: a location in state (kept in the URL's hash) is all the kit needs.
  const [location, setLocation] = useState<KitLocation>(() =>
    locationOf(window.location.hash.slice(1) || '/home'),
  );
  const navigate = useCallback((to: string) => {
    window.history.replaceState(null, '', `#${to}`);
    setLocation(locationOf(to));
  }, []);
  // What the kit's resource pages need: data, inputs, navigation (no router: `navigate` above).
  const host = useMemo<ResourceHost>(
    () => ({
      dataSource: (key) => {
        const source = sources.get(key);
        if (!source) throw new Error(`no data source for the module ${key}`);
        return source;
      },
      // No dictionary server: enum codes read as the declared dictionaries' labels.
      useDictionaries: () => undefined,
      declaredDictionaries: [GENDER, SERVICE_KIND],
      inputs: plainResourceInputs,
      fieldTypes: [amount],
      navigate,
      download: () => undefined,
    }),
    [navigate],
  );
  const [canAdd, setCanAdd] = useState(false);
  const buttons = canAdd ? [...baseButtons, '新增'] : baseButtons.filter((name) => name !== '新增');

  const renderPage = (pathname: string, search: string) => {
    if (pathname === seniors.listRoute) return <SeniorsList />;
    if (pathname.startsWith(seniors.detailRoute)) return <SeniorDetail pathname={pathname} search={search} />;
    if (pathname === visits.listRoute) return <VisitsList />;
    if (pathname.startsWith(visits.detailRoute)) return <VisitDetail pathname={pathname} search={search} />;
    return <DemoPage canAdd={canAdd} onCanAddChange={setCanAdd} />;
  };

  return (
    <QueryClientProvider client={queryClient}>
      {/* The brand in one object: the kit lays its readable colours, sizes, dark mode and density over it. */}
      <KitProvider defaultLanguage="zh-CN" theme={sisterTheme}>
        <PermissionProvider buttons={buttons}>
          <ResourceKitProvider host={host}>
            <TabsProvider
              location={location}
              navigate={navigate}
              routeTitle={(pathname) => titles.get(pathname)}
              affixTabs={[{ pathname: '/home', title: '首页' }]}
              persist={false}
            >
              <AppShell
                menu={menu}
                location={location}
                navigate={navigate}
                systemName="姊妹养老平台"
                title="姊妹平台"
                user={{ name: '管理员' }}
              >
                <TabPanels render={(tab) => <Suspense>{renderPage(tab.pathname, tab.search)}</Suspense>} />
              </AppShell>
            </TabsProvider>
          </ResourceKitProvider>
        </PermissionProvider>
      </KitProvider>
    </QueryClientProvider>
  );
}
