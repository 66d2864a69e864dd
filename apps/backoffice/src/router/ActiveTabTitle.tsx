import { tabTitle, useTabs } from '@eldercare/admin-kit';
import { DocumentTitle } from './DocumentTitle';

export interface ActiveTabTitleProps {
  system: string;
  /** The title while no tab is active yet (the first render of a page). */
  fallback?: string;
}

/** The workspace's document title: the active tab's title (its `_title`, the page's own name or the route's). */
export function ActiveTabTitle({ system, fallback }: ActiveTabTitleProps) {
  const { tabs, activeKey } = useTabs();
  const active = tabs.find((tab) => tab.key === activeKey);
  return <DocumentTitle page={active ? tabTitle(active) : fallback} system={system} />;
}
