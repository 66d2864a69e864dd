import { Activity, type ReactNode } from 'react';
import { TabPanelContext, useTabs } from './tabs-context';
import type { ViewTab } from './tabs-model';

export interface TabPanelsProps {
  /** The page of a tab; the host renders its router with the tab's own location. */
  render: (tab: ViewTab) => ReactNode;
}

/**
 * Keep-alive pages: every open tab stays mounted inside React's <Activity>, hidden ones keep
 * their state with their effects paused; refresh remounts (new key), close unmounts.
 */
export function TabPanels({ render }: TabPanelsProps) {
  const { tabs, activeKey } = useTabs();
  return (
    <>
      {tabs.map((tab) => (
        <Activity key={`${tab.key}#${tab.refreshKey}`} mode={tab.key === activeKey ? 'visible' : 'hidden'}>
          <TabPanelContext.Provider value={tab.key}>
            <div className="ek-tab-panel" data-tab={tab.key}>
              {render(tab)}
            </div>
          </TabPanelContext.Provider>
        </Activity>
      ))}
    </>
  );
}
