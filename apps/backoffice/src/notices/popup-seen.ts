import type { PopupKind } from './popup-queue';

/** The kinds already shown this browser session (e2e specs set it to skip the notice centre). */
export const SEEN_KEY = 'eldercare.noticePopupsSeen';

export function seenThisSession(): Set<PopupKind> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as PopupKind[]);
  } catch {
    return new Set();
  }
}

export function markSeen(kinds: Iterable<PopupKind>): void {
  sessionStorage.setItem(SEEN_KEY, JSON.stringify([...new Set([...seenThisSession(), ...kinds])]));
}

/** The sections of `queue` not yet shown in this browser session: the notice centre's to show. */
export function unseenThisSession(queue: readonly PopupKind[]): PopupKind[] {
  const seen = seenThisSession();
  return queue.filter((kind) => !seen.has(kind));
}
