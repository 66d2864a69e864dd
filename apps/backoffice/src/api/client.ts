/**
 * The app's one API client. UI side effects (SPEC §8 toasts and the 50014 modal) go through a
 * bridge that a component inside antd's <App> fills in, so they use the themed message/modal.
 */
import { createApiClient, removeToken, type ApiClientUi } from '@eldercare/api-client';
import { i18nLanguage } from './language';
import { setPending } from './loading';

let ui: ApiClientUi | null = null;

export function connectApiUi(next: ApiClientUi | null): void {
  ui = next;
}

export const apiClient = createApiClient({
  getLocale: i18nLanguage,
  ui: {
    showError: (message, durationMs) => (ui ? ui.showError(message, durationMs) : console.error(message)),
    showExpiredModal: (dialog) => (ui ? ui.showExpiredModal(dialog) : dialog.onConfirm()),
  },
  onPending: setPending,
  // SPEC §8: after the expired modal is confirmed, sign out locally and start again at login.
  onLogout: () => {
    removeToken();
    window.location.assign('/login');
  },
});
