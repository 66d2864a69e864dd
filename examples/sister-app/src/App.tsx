import { useCallback, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import {
  AppShell,
  KitProvider,
  PermissionProvider,
  QUERY_PERMISSION,
  RESET_PERMISSION,
  ResourceDetailPage,
  ResourceKitProvider,
  ResourceListPage,
  TabPanels,
  TabsProvider,
  modeOf,
  plainResourceInputs,
  recordIdOf,
  type KitLocation,
  type KitMenuNode,
  type ResourceHost,
} from '@eldercare/admin-kit';
import { DemoPage } from './DemoPage';
import { amount } from './fields/amount';
import { GENDER, seniors, seniorsSource } from './seniors';
import { sisterTheme } from './theme';

const queryClient = new QueryClient();
const menu: KitMenuNode[] = [
  { key: 'home', title: '首页', path: '/home' },
  {
    key: 'records',
    title: '档案管理',
    children: [{ key: 'seniors', title: '老年人信息', path: seniors.listRoute }],
  },
];
// Tab titles: without routeTitle a tab shows its path. The detail page names its tab itself (useTabTitle).
const titles = new Map([
  ['/home', '首页'],
  [seniors.listRoute, seniors.title['zh-CN']],
  [seniors.detailRoute, '老年人详情'],
]);
const baseButtons = [
  QUERY_PERMISSION,
  RESET_PERMISSION,
  ...seniors.actions.map((action) => action.permission),
];

function locationOf(to: string): KitLocation {
  const [pathname = to, search = ''] = to.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

export function App() {
  // The sister product has no router: a location in state is all the kit needs.
  const [location, setLocation] = useState<KitLocation>({ pathname: '/home', search: '' });
  const navigate = useCallback((to: string) => setLocation(locationOf(to)), []);
  // What the kit's resource pages need: data, inputs, navigation (no router: `navigate` above).
  const host = useMemo<ResourceHost>(
    () => ({
      dataSource: () => seniorsSource,
      // No dictionary server: enum codes read as the declared dictionaries' labels.
      useDictionaries: () => undefined,
      declaredDictionaries: [GENDER],
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
    if (pathname === seniors.listRoute) return <ResourceListPage resource={seniors} />;
    if (pathname.startsWith(seniors.detailRoute)) {
      const query = new URLSearchParams(search);
      const id = recordIdOf(pathname.slice(seniors.detailRoute.length + 1) || undefined, query);
      return <ResourceDetailPage resource={seniors} id={id} mode={modeOf(query, id)} />;
    }
    return <DemoPage canAdd={canAdd} onCanAddChange={setCanAdd} />;
  };

  return (
    <QueryClientProvider client={queryClient}>
      {/* The brand: antd's tokens from the sister theme; the kit takes its primary colour as its theme colour. */}
      <ConfigProvider theme={sisterTheme}>
        <KitProvider defaultLanguage="zh-CN" defaultSettings={{ themeColor: sisterTheme.token.colorPrimary }}>
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
                  user={{ name: '管理员' }}
                >
                  <TabPanels render={(tab) => renderPage(tab.pathname, tab.search)} />
                </AppShell>
              </TabsProvider>
            </ResourceKitProvider>
          </PermissionProvider>
        </KitProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
