import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The confirm-then-call step of the system pages' row actions: asks, runs the call on OK and
 * keeps the dialog's loading state until it settles (errors are already shown by the API client).
 */
export function useConfirm() {
  const { t } = useTranslation('system');
  const { modal } = App.useApp();
  return (content: string, onOk: () => Promise<unknown>, danger = false) =>
    modal.confirm({
      title: t('common.confirm'),
      content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger },
      onOk: () => onOk().catch(() => undefined),
    });
}
