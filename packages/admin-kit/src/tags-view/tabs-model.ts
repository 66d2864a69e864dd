import {
  DEFAULT_STORAGE_NAMESPACE,
  kitStorageKey,
  type StorageNamespace,
} from '../settings/storage-namespace';

/** A location as the host router reports it; the kit never imports a router. */
export interface KitLocation {
  pathname: string;
  /** `?a=1&b=2` or ''. */
  search?: string;
}

export interface ViewTab {
  /** The full path (pathname + search): the same route with another id is another tab. */
  key: string;
  pathname: string;
  search: string;
  title: string;
  /** Pinned tabs (affix) never close. */
  affix?: boolean;
  /** Bumped by refresh: the panel remounts under a new key. */
  refreshKey: number;
  /** The page reported unsaved edits. */
  dirty?: boolean;
  /**
   * The title the page gave itself (a record page names the record it shows, and follows a
   * rename); shown instead of `title` while the page is open. Not persisted: the page sets it again.
   */
  pageTitle?: string;
}

/**
 * What the tab strip shows for a tab: an explicit `_title` in its address (SPEC §2: notice routes
 * say 查看公告 / 查看活动) wins, else the title the page gave itself, else the route title.
 */
export function tabTitle(tab: Pick<ViewTab, 'title' | 'pageTitle' | 'search'>): string {
  const explicit = new URLSearchParams(tab.search).get(TITLE_QUERY);
  return explicit || tab.pageTitle || tab.title;
}

export const TITLE_QUERY = '_title';

export function fullPathOf(location: KitLocation): string {
  const search = location.search && location.search !== '?' ? location.search : '';
  return `${location.pathname}${search.startsWith('?') || !search ? search : `?${search}`}`;
}

export function queryOf(tab: Pick<ViewTab, 'search'>): URLSearchParams {
  return new URLSearchParams(tab.search);
}

/** SPEC §2: the tab title is the `_title` query, else the route's meta title, else the path. */
export function titleOf(location: KitLocation, routeTitle?: string): string {
  const fromQuery = new URLSearchParams(location.search ?? '').get(TITLE_QUERY);
  return fromQuery || routeTitle || location.pathname;
}

/** SPEC §5: a tab whose query has modelType=edit (or that reported unsaved edits) must confirm. */
export function needsCloseConfirm(tab: ViewTab): boolean {
  return queryOf(tab).get('modelType') === 'edit' || Boolean(tab.dirty);
}

export interface TabsState {
  tabs: ViewTab[];
  activeKey?: string;
}

export type TabsAction =
  | { type: 'open'; location: KitLocation; title: string; affix?: boolean }
  | { type: 'close'; keys: string[] }
  | { type: 'refresh'; key: string }
  | { type: 'dirty'; key: string; dirty: boolean }
  | { type: 'title'; key: string; title: string }
  | { type: 'pageTitle'; key: string; title: string | undefined };

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open': {
      const key = fullPathOf(action.location);
      const existing = state.tabs.find((t) => t.key === key);
      if (existing) {
        // The active tab opened again (the location's first effect): the same state, nothing renders.
        if (existing.title === action.title && state.activeKey === key) return state;
        // Revisiting keeps the tab (and its state); a new `_title` still renames it.
        const tabs =
          existing.title === action.title
            ? state.tabs
            : state.tabs.map((t) => (t.key === key ? { ...t, title: action.title } : t));
        return { tabs, activeKey: key };
      }
      const tab: ViewTab = {
        key,
        pathname: action.location.pathname,
        search: action.location.search ?? '',
        title: action.title,
        affix: action.affix,
        refreshKey: 0,
      };
      return { tabs: [...state.tabs, tab], activeKey: key };
    }
    case 'close': {
      const remove = new Set(action.keys);
      const tabs = state.tabs.filter((t) => t.affix || !remove.has(t.key));
      const activeKey = tabs.some((t) => t.key === state.activeKey)
        ? state.activeKey
        : tabs[tabs.length - 1]?.key;
      return { tabs, activeKey };
    }
    case 'refresh':
      return {
        ...state,
        tabs: state.tabs.map((t) =>
          t.key === action.key ? { ...t, refreshKey: t.refreshKey + 1, dirty: false } : t,
        ),
      };
    case 'dirty': {
      // Same state back when nothing changes, so effects reporting dirtiness cannot loop.
      const target = state.tabs.find((t) => t.key === action.key);
      if (!target || Boolean(target.dirty) === action.dirty) return state;
      return { ...state, tabs: state.tabs.map((t) => (t === target ? { ...t, dirty: action.dirty } : t)) };
    }
    case 'pageTitle': {
      // Same state back when nothing changes, so pages reporting their title cannot loop.
      const target = state.tabs.find((t) => t.key === action.key);
      if (!target || target.pageTitle === action.title) return state;
      return {
        ...state,
        tabs: state.tabs.map((t) => (t === target ? { ...t, pageTitle: action.title } : t)),
      };
    }
    case 'title':
      return {
        ...state,
        tabs: state.tabs.map((t) => (t.key === action.key ? { ...t, title: action.title } : t)),
      };
  }
}

/** Keys the close-others command removes (everything but the tab and affix tabs). */
export function othersOf(tabs: readonly ViewTab[], key: string): string[] {
  return tabs.filter((t) => t.key !== key && !t.affix).map((t) => t.key);
}

export function closableKeys(tabs: readonly ViewTab[]): string[] {
  return tabs.filter((t) => !t.affix).map((t) => t.key);
}

/**
 * Open tabs survive a reload (session storage: per browser tab, gone when it closes) — for the
 * same `owner` only: after a sign-out the next user of the browser tab starts with no tabs of the
 * previous one (their pages and titles may name people outside the new user's scope).
 */
export function loadTabs(
  storage: Storage | undefined = globalThis.sessionStorage,
  owner: string | undefined = undefined,
  namespace: StorageNamespace = DEFAULT_STORAGE_NAMESPACE,
): TabsState {
  try {
    const raw = JSON.parse(storage?.getItem(kitStorageKey(namespace, 'tabs')) ?? 'null') as {
      tabs?: unknown;
      activeKey?: unknown;
      owner?: unknown;
    } | null;
    if (!raw || !Array.isArray(raw.tabs)) return { tabs: [] };
    if ((raw.owner ?? undefined) !== owner) return { tabs: [] };
    const tabs = (raw.tabs as Partial<ViewTab>[])
      .filter(
        (t) => typeof t.key === 'string' && typeof t.pathname === 'string' && typeof t.title === 'string',
      )
      .map((t) => ({
        key: t.key!,
        pathname: t.pathname!,
        search: typeof t.search === 'string' ? t.search : '',
        title: t.title!,
        affix: Boolean(t.affix),
        refreshKey: 0,
      }));
    return { tabs, activeKey: typeof raw.activeKey === 'string' ? raw.activeKey : undefined };
  } catch {
    return { tabs: [] };
  }
}

export function saveTabs(
  state: TabsState,
  storage: Storage | undefined = globalThis.sessionStorage,
  owner: string | undefined = undefined,
  namespace: StorageNamespace = DEFAULT_STORAGE_NAMESPACE,
): void {
  const tabs = state.tabs.map(({ key, pathname, search, title, affix }) => ({
    key,
    pathname,
    search,
    title,
    affix,
  }));
  storage?.setItem(
    kitStorageKey(namespace, 'tabs'),
    JSON.stringify({ tabs, activeKey: state.activeKey, owner }),
  );
}
