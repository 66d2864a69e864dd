import { App } from 'antd';
import { useCallback } from 'react';
import { useResourceTranslation } from '../i18n/useResourceTranslation';

/**
 * The answer to a stale version (code 50016), shared by edits and workflow steps: say someone
 * else changed the record and offer to reload it. `onReload` is the page's own recovery (the
 * detail page puts the user's changed fields back on top of the fresh record); `step` words it
 * for a refused workflow step, which has no typed input to keep.
 */
export function useStaleDialog() {
  const { t } = useResourceTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (message: string, onReload: () => Promise<unknown>, kind: 'edit' | 'step' = 'edit') => {
      modal.confirm({
        title: t('stale.title'),
        content:
          kind === 'step' ? t('stale.stepContent', { msg: message }) : t('stale.content', { msg: message }),
        okText: kind === 'step' ? t('stale.reloadRecord') : t('stale.reload'),
        cancelText: t('stale.keep'),
        onOk: onReload,
      });
    },
    [modal, t],
  );
}
