import { useCallback, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
import { findResource } from '@eldercare/resources';
import { DemoPage } from './DemoPage';
import { elderlySourceFor } from './elderly-source';

const elderly = findResource('elderlyInfo')!;
const elderlySource = elderlySourceFor(elderly);
const queryClient = new QueryClient();
const menu: KitMenuNode[] = [
  { key: 'home', title: '首页', path: '/home' },
  {
    key: 'records',
    title: '档案管理',
    children: [{ key: 'elderly', title: '老年人信息', path: elderly.listRoute }],
  },
];
// Tab titles: without routeTitle a tab shows its path. The detail page names its tab itself (useTabTitle).
const titles = new Map([
  ['/home', '首页'],
  [elderly.listRoute, elderly.title['zh-CN']],
  [elderly.detailRoute, '老年人详情'],
]);
// Codes of enum fields → labels, as the host's server sends them (else the declared dictionary's).
const dictionaries = {
  sys_user_sex: [
    { dict_value: '1', dict_label: '男', dict_sort: 1 },
    { dict_value: '2', dict_label: '女', dict_sort: 2 },
  ],
} as unknown as ReturnType<ResourceHost['useDictionaries']>;
const baseButtons = [
  QUERY_PERMISSION,
  RESET_PERMISSION,
  ...elderly.actions.map((action) => action.permission),
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
      dataSource: () => elderlySource,
      useDictionaries: () => dictionaries,
      inputs: plainResourceInputs,
      navigate,
      download: () => undefined,
    }),
    [navigate],
  );
  const [canAdd, setCanAdd] = useState(false);
  const buttons = canAdd ? [...baseButtons, '新增'] : baseButtons.filter((name) => name !== '新增');

  const renderPage = (pathname: string, search: string) => {
    if (pathname === elderly.listRoute) return <ResourceListPage resource={elderly} />;
    if (pathname.startsWith(elderly.detailRoute)) {
      const query = new URLSearchParams(search);
      const id = recordIdOf(pathname.slice(elderly.detailRoute.length + 1) || undefined, query);
      return <ResourceDetailPage resource={elderly} id={id} mode={modeOf(query, id)} />;
    }
    return <DemoPage canAdd={canAdd} onCanAddChange={setCanAdd} />;
  };

  return (
    <QueryClientProvider client={queryClient}>
      <KitProvider defaultLanguage="zh-CN">
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
    </QueryClientProvider>
  );
}
