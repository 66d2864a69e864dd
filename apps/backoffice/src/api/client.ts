/**
 * The app's one API client and its react-query cache. UI side effects (SPEC §8 toasts and the 50014 modal) go through a
 * bridge that a component inside antd's <App> fills in, so they use the themed message/modal.
 */
import { createApiClient, formatApiMessage, removeToken, type ApiClientUi } from '@eldercare/api-client';
import { QueryClient } from '@tanstack/react-query';
import { loginReturningHere, watchSessionEnd } from '../session/session-lost';
import { currentDataType } from '../session/session-store';
import { i18nLanguage } from './language';
import { setPending } from './loading';

/** The client's reactions plus the app's own success toasts. */
export interface AppUi extends ApiClientUi {
  showSuccess: (text: string) => void;
}

let ui: AppUi | null = null;
/** Toasts said while no UI was connected, e.g. by the login page as it hands over to the shell. */
let waiting: string[] = [];

/** Connects `next` until the returned function disconnects it; waiting toasts show at once. */
export function connectApiUi(next: AppUi): () => void {
  ui = next;
  for (const text of waiting) next.showSuccess(text);
  waiting = [];
  return () => {
    // A later bridge may already have taken over (the shell mounts as the login page unmounts).
    if (ui === next) ui = null;
  };
}

/**
 * A success toast shown by the next UI to connect: the first-login dialog says "password changed"
 * as it leaves, and its own message holder leaves with it.
 */
export function showSuccessNext(text: string): void {
  waiting.push(text);
}

export const apiClient = createApiClient({
  getLocale: i18nLanguage,
  getDataType: currentDataType,
  ui: {
    showError: (message, durationMs) => (ui ? ui.showError(message, durationMs) : console.error(message)),
    // Before the shell's UI is up, the call is the user info a page load asks for ahead of it
    // (session-store): the client has dropped the token, and the route guard that takes the call
    // sends the user to the login page and back to this page after it.
    showExpiredModal: (dialog) => (ui ? ui.showExpiredModal(dialog) : dialog.onClose()),
  },
  onPending: setPending,
  // SPEC §8: after the expired modal is confirmed, sign out locally and start again at login,
  // which leads back to this page (and its autosaved draft) after sign-in.
  onLogout: () => {
    removeToken();
    window.location.assign(loginReturningHere());
  },
});

// A session ended by the server (强退, account disabled, signed in elsewhere) leaves the page like an
// expired one, rather than keeping its rows on screen under a toast.
watchSessionEnd(apiClient.axios, (message) => {
  removeToken();
  const leave = () => window.location.assign(loginReturningHere());
  if (!ui) return leave();
  ui.showExpiredModal({
    title: formatApiMessage('apiClient.expired.title', i18nLanguage()),
    message,
    confirmText: formatApiMessage('apiClient.expired.confirm', i18nLanguage()),
    onConfirm: leave,
    onClose: leave,
  });
});

/**
 * The app's one react-query cache: the shell provides it to the pages, and a full page load of a
 * detail route fills it with the record before the page (or the shell) is there to ask. It lives
 * beside the client to ship in the client's chunk: in a module of its own it would be a small chunk
 * of its own, which costs the first screen about 1 kB of compression.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});
