import { useEffect } from 'react';
import { App, Spin } from 'antd';
import { connectApiUi } from './client';
import { usePendingCount } from './loading';

/** Connects the API client's SPEC §8 reactions to antd's themed message and modal. */
export function ApiUiBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    connectApiUi({
      showError: (text, durationMs) => void message.error({ content: text, duration: durationMs / 1000 }),
      showExpiredModal: (dialog) =>
        modal.error({
          title: dialog.title,
          content: dialog.message,
          okText: dialog.confirmText,
          zIndex: 9999,
          onOk: dialog.onConfirm,
          afterClose: dialog.onClose,
        }),
    });
    return () => connectApiUi(null);
  }, [message, modal]);
  return null;
}

/** SPEC §9: a global mask while requests are pending (requests may opt out). */
export function LoadingMask() {
  const pending = usePendingCount();
  // The delay keeps quick requests from flashing the mask.
  return <Spin fullscreen spinning={pending > 0} delay={400} />;
}
