import type { ApiMessageKey } from '../i18n/messages.js';
import type { ApiClientUi } from './types.js';

interface ExpiredGateOptions {
  t: (key: ApiMessageKey) => string;
  showExpiredModal: ApiClientUi['showExpiredModal'] | undefined;
  onLogout: () => void;
}

/**
 * SPEC §8 code 50014: one modal, never one per parallel request. A modal is skipped while one is
 * open, and also for late answers to requests sent with a token that was already reported
 * expired (they can arrive after the user confirmed).
 */
export function createExpiredGate({ t, showExpiredModal, onLogout }: ExpiredGateOptions) {
  let isOpen = false;
  let reportedToken: string | undefined;

  return {
    open(message: string, sentToken: string | undefined) {
      if (isOpen) return;
      if (sentToken !== undefined && sentToken === reportedToken) return;
      reportedToken = sentToken;
      if (!showExpiredModal) {
        // No modal to wait for: a headless host goes straight to its logout.
        onLogout();
        return;
      }
      isOpen = true;
      showExpiredModal({
        title: t('apiClient.expired.title'),
        message,
        confirmText: t('apiClient.expired.confirm'),
        onConfirm: () => {
          isOpen = false;
          onLogout();
        },
        onClose: () => {
          isOpen = false;
        },
      });
    },
  };
}
