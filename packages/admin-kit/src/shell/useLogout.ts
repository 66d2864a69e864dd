import { App } from 'antd';
import { useKitTranslation } from '../i18n/useKitTranslation';

/** SPEC §5: 'confirm logout?' with confirm and cancel; cancelling says 'logout cancelled'. */
export function useLogout(onLogout?: () => void) {
  const { t } = useKitTranslation();
  const { modal, message } = App.useApp();
  return () =>
    modal.confirm({
      title: t('kit.tagsView.prompt'),
      content: t('kit.shell.logoutConfirm'),
      okText: t('kit.common.confirm'),
      cancelText: t('kit.common.cancel'),
      onOk: () => onLogout?.(),
      onCancel: () => void message.info(t('kit.shell.logoutCancelled')),
    });
}
