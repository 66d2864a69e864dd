// The example of packages/admin-kit/README.md, word for word (scripts/check-packages.mjs compares them):
// type-checked here and rendered by stories/ReadmeExample.stories.tsx, so the README cannot drift from the API.
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
  type KitLocation,
  type ResourceDataSource,
} from '@eldercare/admin-kit';
import { findResource } from '@eldercare/resources';

const elderly = findResource('elderlyInfo')!;
const menu = [{ key: 'elderly', title: '老年人信息', path: elderly.listRoute }];
const rows = [{ id: '1', name: '王秀英', idCard: '110101194001011250', mobile: '13912345678' }];
const source: ResourceDataSource = { list: async () => ({ rows, total: rows.length }) };
const titleOf = (pathname: string) => menu.find((entry) => entry.path === pathname)?.title;
const buttons = [QUERY_PERMISSION, RESET_PERMISSION, ...elderly.actions.map((a) => a.permission)];

export function App() {
  // A router's location and navigate (react-router: useLocation() / useNavigate()).
  const [location, setLocation] = useState<KitLocation>({ pathname: elderly.listRoute, search: '' });
  const navigate = (to: string) => setLocation({ pathname: to.split('?')[0] ?? to, search: '' });
  return (
    <KitProvider defaultLanguage="zh-CN">
      <PermissionProvider buttons={buttons}>
        {/* routeTitle names each tab (without it a tab shows its path). */}
        <TabsProvider location={location} navigate={navigate} routeTitle={titleOf} persist={false}>
          <AppShell menu={menu} location={location} navigate={navigate} user={{ name: '管理员' }}>
            <TabPanels render={() => <ResourceList resource={elderly} dataSource={source} />} />
          </AppShell>
        </TabsProvider>
      </PermissionProvider>
    </KitProvider>
  );
}
