import { useEffect } from 'react';
import { App } from 'antd';
import { connectApiUi, type AppUi } from './client';

/**
 * Connects the API client's SPEC §8 reactions (and the app's own toasts) to antd's themed message
 * and modal; rendered inside the KitProvider of the shell and of the first-login dialog.
 */
export function ApiUiBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    const ui: AppUi = {
      showError: (text, durationMs) => void message.error({ content: text, duration: durationMs / 1000 }),
      showSuccess: (text) => void message.success(text),
      showExpiredModal: (dialog) =>
        modal.error({
          title: dialog.title,
          content: dialog.message,
          okText: dialog.confirmText,
          zIndex: 9999,
          onOk: dialog.onConfirm,
          afterClose: dialog.onClose,
        }),
    };
    return connectApiUi(ui);
  }, [message, modal]);
  return null;
}
