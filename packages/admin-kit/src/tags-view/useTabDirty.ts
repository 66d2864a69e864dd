import { useContext, useEffect } from 'react';
import { TabPanelContext, TabsContext } from './tabs-context';

/** A page reports unsaved edits: its tab shows a dot and closing it asks first. */
export function useTabDirty(dirty: boolean): void {
  const key = useContext(TabPanelContext);
  const tabs = useContext(TabsContext);
  const setDirty = tabs?.setDirty;
  useEffect(() => {
    if (key && setDirty) setDirty(key, dirty);
  }, [key, setDirty, dirty]);
}
