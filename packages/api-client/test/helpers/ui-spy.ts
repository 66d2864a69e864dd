import type { ApiClientUi, ExpiredDialog } from '../../src/index.js';

/** Records what the client asks the host UI to show (the host side is ours to observe in tests). */
export function recordingUi() {
  const errors: { message: string; durationMs: number }[] = [];
  const dialogs: ExpiredDialog[] = [];
  const ui: ApiClientUi = {
    showError: (message, durationMs) => errors.push({ message, durationMs }),
    showExpiredModal: (dialog) => dialogs.push(dialog),
  };
  return { ui, errors, dialogs };
}
