import { useEffect, useMemo, useState } from 'react';
import { useKit } from '../settings/kit-context';
import type { KitLocation } from '../tags-view/tabs-model';
import {
  breadcrumbTrail,
  flattenRoutes,
  type CurrentRoute,
  type KitMenuNode,
  type RouteEntry,
} from './menu-model';

interface ShellStateInput {
  menu: readonly KitMenuNode[];
  location: KitLocation;
  navigate: (to: string) => void;
  systemName?: string;
  title?: string;
  currentRoute?: CurrentRoute;
  routes?: readonly RouteEntry[];
}

/**
 * The shell's own state: the phone's menu drawer and the settings drawer (each fetched on first
 * use), the header's routes and breadcrumb, the document title, and navigation that closes the
 * phone's drawer behind it.
 */
export function useShellState(props: ShellStateInput) {
  const { sidebar, setSidebarOpened, device } = useKit();
  const mobile = device === 'mobile';
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Like the settings drawer: the phone's menu drawer (antd's Drawer and its styles) is fetched and
  // rendered on first use, not in every phone's first screen.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const routes = useMemo(() => props.routes ?? flattenRoutes(props.menu), [props.routes, props.menu]);
  const { title, navigate } = props;

  // Without a title of the host's the page keeps its own (index.html's): the kit names no product.
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
  // SPEC §2: on a narrow screen the sidebar closes (the drawer replaces it).
  useEffect(() => {
    if (mobile) setDrawerOpen(false);
  }, [mobile, props.location.pathname]);

  return {
    mobile,
    title,
    systemName: props.systemName,
    routes,
    trail: breadcrumbTrail(props.menu, props.location.pathname, props.currentRoute),
    go: (to: string) => {
      navigate(to);
      if (mobile) setDrawerOpen(false);
    },
    drawer: { open: drawerOpen, loaded: drawerLoaded, close: () => setDrawerOpen(false) },
    sidebarOpen: mobile ? drawerOpen : sidebar.opened,
    toggleSidebar: () => {
      if (!mobile) return setSidebarOpened(!sidebar.opened);
      setDrawerLoaded(true);
      setDrawerOpen((v) => !v);
    },
    settings: {
      open: settingsOpen,
      loaded: settingsLoaded,
      show: () => {
        setSettingsLoaded(true);
        setSettingsOpen(true);
      },
      close: () => setSettingsOpen(false),
    },
  };
}
