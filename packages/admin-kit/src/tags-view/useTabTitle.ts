import { useContext, useEffect } from 'react';
import { TabPanelContext, TabsContext } from './tabs-context';

/**
 * A page names its own tab, e.g. after the record it shows ("查看·张三"): the name follows the
 * record (a rename shows at the next load) instead of the `_title` frozen into the URL. Undefined
 * (still loading) keeps the `_title` / route title.
 */
export function useTabTitle(title: string | undefined): void {
  const key = useContext(TabPanelContext);
  const tabs = useContext(TabsContext);
  const setPageTitle = tabs?.setPageTitle;
  useEffect(() => {
    if (key && setPageTitle) setPageTitle(key, title);
  }, [key, setPageTitle, title]);
}
