import { useState } from 'react';
import {
  AppShell,
  KitProvider,
  PermissionProvider,
  QUERY_PERMISSION,
  RESET_PERMISSION,
  ResourceList,
  TabPanels,
  TabsProvider,
  type Dictionaries,
  type KitLocation,
  type KitMenuNode,
} from '@eldercare/admin-kit';
import { findResource } from '@eldercare/resources';
import { DemoPage } from './DemoPage';
import { ElderlyDetail } from './ElderlyDetail';
import { elderlySource } from './elderly-source';

const elderly = findResource('elderlyInfo')!;
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
// Codes of enum fields → labels (the host's dictionaries; a real product loads them from its server).
const dictionaries: Dictionaries = {
  sys_user_sex: [
    { value: '1', label: '男' },
    { value: '2', label: '女' },
  ],
};
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
  const navigate = (to: string) => setLocation(locationOf(to));
  const [canAdd, setCanAdd] = useState(false);
  const buttons = canAdd ? [...baseButtons, '新增'] : baseButtons.filter((name) => name !== '新增');

  const renderPage = (pathname: string, search: string) => {
    if (pathname === elderly.listRoute) {
      return (
        <ResourceList
          resource={elderly}
          dataSource={elderlySource}
          dictionaries={dictionaries}
          onOpenDetail={(mode, record) =>
            navigate(`${elderly.detailRoute}?mode=${mode}&id=${record?.id ?? ''}`)
          }
        />
      );
    }
    if (pathname === elderly.detailRoute) {
      const id = new URLSearchParams(search).get('id') ?? '';
      return (
        <ElderlyDetail
          resource={elderly}
          id={id}
          dictionaries={dictionaries}
          onBack={() => navigate(elderly.listRoute)}
        />
      );
    }
    return <DemoPage canAdd={canAdd} onCanAddChange={setCanAdd} />;
  };

  return (
    <KitProvider defaultLanguage="zh-CN">
      <PermissionProvider buttons={buttons}>
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
      </PermissionProvider>
    </KitProvider>
  );
}
