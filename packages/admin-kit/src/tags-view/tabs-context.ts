import { createContext, useContext } from 'react';
import type { ViewTab } from './tabs-model';

export interface TabsContextValue {
  tabs: readonly ViewTab[];
  activeKey?: string;
  /**
   * The tab that was active when the provider mounted, restored from the session (undefined on a
   * first visit): the location's own tab is active from the first render, and a remount that
   * opens another page is told from a page load by this.
   */
  activeBefore?: string;
  navigate: (to: string) => void;
  /** Each close asks SPEC §5's question first when a closing tab is being edited. */
  close: (key: string) => void;
  closeOthers: (key: string) => void;
  closeAll: () => void;
  refresh: (key: string) => void;
  setDirty: (key: string, dirty: boolean) => void;
  /** A page names its own tab (undefined: back to the `_title` / route title). */
  setPageTitle: (key: string, title: string | undefined) => void;
}

export const TabsContext = createContext<TabsContextValue | null>(null);

export function useTabs(): TabsContextValue {
  const value = useContext(TabsContext);
  if (!value) throw new Error('useTabs must be used inside <TabsProvider>.');
  return value;
}

/** The key of the tab a page is rendered in (set by TabPanels). */
export const TabPanelContext = createContext<string | null>(null);
