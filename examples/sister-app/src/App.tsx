import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
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
  useKit,
  type KitLanguage,
  type KitLocation,
  type KitMenuNode,
  type ResourceHost,
} from '@eldercare/admin-kit';
import { localise } from '@eldercare/resource-language';
import { DemoPage } from './DemoPage';
import { amount } from './fields/amount';
import { LABELS, initialLanguage } from './labels';
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
/** The signed-in user's name: their data, shown as written in every language. */
export const USER_NAME = '管理员';
/** The menu in the user's language: the modules' own titles, and the app's labels (src/labels.ts). */
function menuIn(language: KitLanguage): KitMenuNode[] {
  return [
    { key: 'home', title: localise(LABELS.home, language), path: '/home' },
    {
      key: 'records',
      title: localise(LABELS.records, language),
      children: [
        { key: 'seniors', title: localise(seniors.title, language), path: seniors.listRoute },
        { key: 'visits', title: localise(visits.title, language), path: visits.listRoute },
      ],
    },
  ];
}
// Tab titles: without routeTitle a tab shows its path. The detail page names its tab itself (useTabTitle).
function titlesIn(language: KitLanguage): Map<string, string> {
  return new Map([
    ['/home', localise(LABELS.home, language)],
    [seniors.listRoute, localise(seniors.title, language)],
    [seniors.detailRoute, localise(LABELS.seniorDetail, language)],
    [visits.listRoute, localise(visits.title, language)],
    [visits.detailRoute, localise(LABELS.visitDetail, language)],
  ]);
}
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
  const [firstLanguage] = useState(initialLanguage);
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
      <KitProvider defaultLanguage={firstLanguage} theme={sisterTheme}>
        <PermissionProvider buttons={buttons}>
          <ResourceKitProvider host={host}>
            <Shell location={location} navigate={navigate} renderPage={renderPage} />
          </ResourceKitProvider>
        </PermissionProvider>
      </KitProvider>
    </QueryClientProvider>
  );
}

interface ShellProps {
  location: KitLocation;
  navigate: (to: string) => void;
  renderPage: (pathname: string, search: string) => ReactNode;
}

/** The tabs and the shell, labelled in the provider's language. */
function Shell({ location, navigate, renderPage }: ShellProps) {
  const { language } = useKit();
  const menu = useMemo(() => menuIn(language), [language]);
  const titles = useMemo(() => titlesIn(language), [language]);
  const home = localise(LABELS.home, language);
  return (
    <TabsProvider
      location={location}
      navigate={navigate}
      routeTitle={(pathname) => titles.get(pathname)}
      affixTabs={[{ pathname: '/home', title: home }]}
      persist={false}
    >
      <AppShell
        menu={menu}
        location={location}
        navigate={navigate}
        systemName={localise(LABELS.systemName, language)}
        title={localise(LABELS.title, language)}
        user={{ name: USER_NAME }}
      >
        <TabPanels render={(tab) => <Suspense>{renderPage(tab.pathname, tab.search)}</Suspense>} />
      </AppShell>
    </TabsProvider>
  );
}
