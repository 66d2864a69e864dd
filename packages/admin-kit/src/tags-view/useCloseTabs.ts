import { App } from 'antd';
import { useCallback, type Dispatch, type RefObject } from 'react';
import { useKitTranslation } from '../i18n/useKitTranslation';
import { needsCloseConfirm, tabsReducer, type TabsAction, type TabsState } from './tabs-model';

/**
 * Closes tabs (never the affixed ones), asking first when one being closed holds unsaved edits, and
 * moves to the tab that becomes active (or home) when the active one went.
 */
export function useCloseTabs(
  stateRef: RefObject<TabsState>,
  dispatch: Dispatch<TabsAction>,
  navigate: (to: string) => void,
  homePath: string,
) {
  const { t } = useKitTranslation();
  const { modal, message } = App.useApp();
  return useCallback(
    (keys: string[]) => {
      const current = stateRef.current;
      const closing = current.tabs.filter((tab) => keys.includes(tab.key) && !tab.affix);
      if (closing.length === 0) return;
      const run = () => {
        const next = tabsReducer(stateRef.current, { type: 'close', keys });
        dispatch({ type: 'close', keys });
        if (next.activeKey !== current.activeKey) navigate(next.activeKey ?? homePath);
      };
      if (!closing.some(needsCloseConfirm)) return run();
      modal.confirm({
        title: t('kit.tagsView.prompt'),
        content: t('kit.tagsView.unsavedConfirm'),
        okText: t('kit.common.confirm'),
        cancelText: t('kit.common.cancel'),
        zIndex: 10000,
        onOk: run,
        onCancel: () => void message.info(t('kit.common.operationCancelled')),
      });
    },
    [stateRef, dispatch, modal, message, t, navigate, homePath],
  );
}
