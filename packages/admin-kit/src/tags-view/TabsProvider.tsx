import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useStorageNamespace, type StorageNamespace } from '../settings/storage-namespace';
import { TabsContext, type TabsContextValue } from './tabs-context';
import {
  closableKeys,
  fullPathOf,
  loadTabs,
  othersOf,
  saveTabs,
  tabsReducer,
  titleOf,
  type KitLocation,
  type TabsState,
  type ViewTab,
} from './tabs-model';
import { useCloseTabs } from './useCloseTabs';

export interface AffixTab {
  pathname: string;
  title: string;
}

export interface TabsProviderProps {
  /** The host router's current location. */
  location: KitLocation;
  /** The host router's navigate. */
  navigate: (to: string) => void;
  /** The route's meta title for a pathname (the tab title when no `_title` query). */
  routeTitle?: (pathname: string) => string | undefined;
  /** Pinned tabs, opened first and never closed (e.g. the dashboard). */
  affixTabs?: readonly AffixTab[];
  /** Where to go when the last closable tab closes and no tab remains. */
  homePath?: string;
  /** Keep open tabs across reloads (session storage, under the `KitProvider`'s storage namespace). */
  persist?: boolean;
  /** Whose tabs (e.g. the user id): stored tabs of another owner are not restored. */
  owner?: string;
  children?: ReactNode;
}

function initialState(
  affixTabs: readonly AffixTab[],
  persist: boolean,
  namespace: StorageNamespace,
  owner?: string,
): TabsState {
  let state: TabsState = persist ? loadTabs(globalThis.sessionStorage, owner, namespace) : { tabs: [] };
  for (const affix of [...affixTabs].reverse()) {
    const existing = state.tabs.find((t) => t.key === affix.pathname);
    const rest = state.tabs.filter((t) => t.key !== affix.pathname);
    const tab = existing
      ? { ...existing, affix: true, title: affix.title }
      : {
          key: affix.pathname,
          pathname: affix.pathname,
          search: '',
          title: affix.title,
          affix: true,
          refreshKey: 0,
        };
    state = { ...state, tabs: [tab, ...rest] };
  }
  return state;
}

/** The tab strip's state: one tab per visited full path, kept in step with the host's location. */
export function TabsProvider({
  location,
  navigate,
  routeTitle,
  affixTabs = [],
  homePath = '/',
  persist = true,
  owner,
  children,
}: TabsProviderProps) {
  const fullPath = fullPathOf(location);
  const title = titleOf(location, routeTitle?.(location.pathname));
  const namespace = useStorageNamespace();
  // The location's tab is open and active from the first render: opened by the effect below, the
  // first screen would render the shell without its page, then everything again with it.
  const [start] = useState(() => {
    const restored = initialState(affixTabs, persist, namespace, owner);
    const opened = tabsReducer(restored, {
      type: 'open',
      location: { pathname: location.pathname, search: location.search ?? '' },
      title,
    });
    return { restoredKey: restored.activeKey, opened };
  });
  const [state, dispatch] = useReducer(tabsReducer, start.opened);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    dispatch({
      type: 'open',
      location: { pathname: location.pathname, search: location.search ?? '' },
      title,
    });
  }, [fullPath, location.pathname, location.search, title]);

  useEffect(() => {
    if (persist) saveTabs(state, globalThis.sessionStorage, owner, namespace);
  }, [state, persist, owner, namespace]);

  const closeKeys = useCloseTabs(stateRef, dispatch, navigate, homePath);

  // Commands read the latest state through the ref, so their identities stay stable.
  const commands = useMemo(
    () => ({
      close: (key: string) => closeKeys([key]),
      closeOthers: (key: string) => {
        closeKeys(othersOf(stateRef.current.tabs, key));
        if (stateRef.current.activeKey !== key) navigate(key);
      },
      closeAll: () => closeKeys(closableKeys(stateRef.current.tabs)),
      refresh: (key: string) => dispatch({ type: 'refresh', key }),
      setDirty: (key: string, dirty: boolean) => dispatch({ type: 'dirty', key, dirty }),
      setPageTitle: (key: string, title: string | undefined) => dispatch({ type: 'pageTitle', key, title }),
    }),
    [closeKeys, navigate],
  );
  // A tab keeps the title it was opened with; the route's title is read again on each render, so
  // tabs opened before the user switched language are shown in the new one.
  const tabs = useMemo(
    () => (routeTitle ? retitled(state.tabs, routeTitle) : state.tabs),
    [state.tabs, routeTitle],
  );
  const value = useMemo<TabsContextValue>(
    () => ({
      tabs,
      activeKey: state.activeKey,
      activeBefore: start.restoredKey,
      navigate,
      ...commands,
    }),
    [tabs, state.activeKey, start, navigate, commands],
  );

  return <TabsContext.Provider value={value}>{children}</TabsContext.Provider>;
}

function retitled(tabs: ViewTab[], routeTitle: (pathname: string) => string | undefined): ViewTab[] {
  return tabs.map((tab) => {
    const title = routeTitle(tab.pathname);
    return title && title !== tab.title ? { ...tab, title } : tab;
  });
}
