// The example of packages/admin-kit/README.md, word for word (scripts/check-packages.mjs compares them):
// type-checked here and rendered by stories/ReadmeExample.stories.tsx, so the README cannot drift from the API.
import { useCallback, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AppShell,
  KitProvider,
  PermissionProvider,
  QUERY_PERMISSION,
  RESET_PERMISSION,
  ResourceKitProvider,
  ResourceListPage,
  TabPanels,
  TabsProvider,
  createMemoryDataSource,
  plainResourceInputs,
  type KitLocation,
  type ResourceHost,
} from '@eldercare/admin-kit';
import { defineModule, f } from '@eldercare/resource-language';

// A module of your own, in the declaration language (the back-office's live in @eldercare/resources).
const elderly = defineModule({
  key: 'seniors',
  group: 'records',
  title: ['老年人信息', 'Seniors', 'Mayores'],
  listRoute: '/seniors/index',
  detailRoute: '/seniors/details',
  detailId: 'required',
  fields: [
    f.text('name', ['姓名', 'Name', 'Nombre'], { required: true, list: true, filter: true }),
    f.idCard('idCard', ['身份证号', 'ID number', 'Número de identidad'], { list: true }),
    f.mobile('mobile', ['手机号码', 'Mobile', 'Móvil'], { list: true }),
  ],
});
const menu = [{ key: 'elderly', title: '老年人信息', path: elderly.listRoute }];
const rows = [{ name: '王秀英', idCard: '110101194001011250', mobile: '13912345678' }];
const source = createMemoryDataSource(elderly, rows);
const queryClient = new QueryClient();
const titleOf = (pathname: string) => menu.find((entry) => entry.path === pathname)?.title;
const buttons = [QUERY_PERMISSION, RESET_PERMISSION, ...elderly.actions.map((a) => a.permission)];

export function App() {
  // A router's location and navigate (react-router: useLocation() / useNavigate()).
  const [location, setLocation] = useState<KitLocation>({ pathname: elderly.listRoute, search: '' });
  const navigate = useCallback(
    (to: string) => setLocation({ pathname: to.split('?')[0] ?? to, search: '' }),
    [],
  );
  // What the resource pages need from the host: data, inputs, navigation (memoised: one object).
  const host = useMemo<ResourceHost>(
    () => ({
      dataSource: () => source,
      useDictionaries: () => undefined,
      inputs: plainResourceInputs,
      navigate,
      download: () => undefined,
    }),
    [navigate],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <KitProvider defaultLanguage="zh-CN">
        <PermissionProvider buttons={buttons}>
          <ResourceKitProvider host={host}>
            {/* routeTitle names each tab (without it a tab shows its path). */}
            <TabsProvider location={location} navigate={navigate} routeTitle={titleOf} persist={false}>
              <AppShell menu={menu} location={location} navigate={navigate} user={{ name: '管理员' }}>
                <TabPanels render={() => <ResourceListPage resource={elderly} />} />
              </AppShell>
            </TabsProvider>
          </ResourceKitProvider>
        </PermissionProvider>
      </KitProvider>
    </QueryClientProvider>
  );
}
