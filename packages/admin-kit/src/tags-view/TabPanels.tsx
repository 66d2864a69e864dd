import { Activity, useEffect, useRef, type ReactNode } from 'react';
import { focusPageHeadingWhileLoading } from './page-heading';
import { TabPanelContext, useTabs } from './tabs-context';
import { tabTitle, type ViewTab } from './tabs-model';

export interface TabPanelsProps {
  /** The page of a tab; the host renders its router with the tab's own location. */
  render: (tab: ViewTab) => ReactNode;
}

/**
 * Keep-alive pages: every open tab stays mounted inside React's <Activity>, hidden ones keep
 * their state with their effects paused; refresh remounts (new key), close unmounts.
 *
 * Each panel starts with the page's one h1 (its tab title, visually hidden: the tab strip shows it),
 * and opening or switching to a tab moves focus there: otherwise focus would fall to the body when the
 * page it was on is hidden. Pages use h2 and below for their own titles.
 */
export function TabPanels({ render }: TabPanelsProps) {
  const { tabs, activeKey, activeBefore } = useTabs();
  // What was shown before this mount: a page load shows its page where it was (no focus move); a
  // workspace remounted to open another page (a module's first visit) moves focus as any opening does.
  const shown = useRef(activeBefore);
  useEffect(() => {
    // Not on the first page of a visit: the skip link stays the first Tab stop.
    const first = shown.current === undefined;
    if (shown.current === activeKey) return;
    shown.current = activeKey;
    if (first) return;
    const frame = requestAnimationFrame(() => {
      // A dialog opened with the page (a notice) keeps the focus it took.
      if (document.activeElement?.closest('[role="dialog"]')) return;
      focusPageHeadingWhileLoading();
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);
  return (
    <>
      {tabs.map((tab) => (
        <Activity key={`${tab.key}#${tab.refreshKey}`} mode={tab.key === activeKey ? 'visible' : 'hidden'}>
          <TabPanelContext.Provider value={tab.key}>
            <div className="ek-tab-panel" data-tab={tab.key}>
              <h1 className="ek-visually-hidden" tabIndex={-1}>
                {tabTitle(tab)}
              </h1>
              {render(tab)}
            </div>
          </TabPanelContext.Provider>
        </Activity>
      ))}
    </>
  );
}
