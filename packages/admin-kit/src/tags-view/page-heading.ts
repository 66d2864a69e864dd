/** Every page has one h1 (TabPanels gives each tab its title as one); hidden tabs' are not shown. */
const HEADING_SELECTOR = '.ek-tab-panel h1, main h1';

/**
 * Moves focus to the shown page's heading, or to the main region when there is none, so a screen
 * reader announces the page and the next Tab starts in its content (not back at the top of the body).
 */
export function focusPageHeading(doc: Document = document): boolean {
  const heading = [...doc.querySelectorAll<HTMLElement>(HEADING_SELECTOR)].find(
    (el) => el.getClientRects().length > 0,
  );
  const target = heading ?? doc.querySelector<HTMLElement>('main');
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: false });
  return doc.activeElement === target;
}

/** How long after a page opens its heading keeps the focus while the page finishes loading. */
const SETTLE_MS = 3000;
const POLL_MS = 100;
let settling: ReturnType<typeof setInterval> | undefined;

/**
 * Nothing useful has focus: the body, or an element just hidden or removed (Chrome leaves focus on
 * a button whose dialog closed until the next focus change).
 */
function focusIsLost(): boolean {
  const el = document.activeElement as HTMLElement | null;
  return !el || el === document.body || !el.isConnected || el.getClientRects().length === 0;
}

/** After a dialog that had no opener closes (the notice centre after sign-in): back to the page. */
export function focusPageIfLost(): void {
  if (focusIsLost()) focusPageHeading();
}

/**
 * Focuses the page's heading now and again while the page settles: the first visit to a module
 * remounts the workspace once its pages' code arrives, which dropped the focus to the body. Stops
 * as soon as the user acts or something else (a dialog) takes the focus.
 */
export function focusPageHeadingWhileLoading(): void {
  stopSettling();
  focusPageHeading();
  const until = Date.now() + SETTLE_MS;
  settling = setInterval(() => {
    const heading = document.activeElement?.matches(HEADING_SELECTOR) ?? false;
    if (Date.now() > until || !(heading || focusIsLost())) stopSettling();
    else if (focusIsLost()) focusPageHeading();
  }, POLL_MS);
  // The user acting (a click, a right-click menu, a key) ends it: focus is theirs from then on.
  for (const type of USER_EVENTS)
    document.addEventListener(type, stopSettling, { capture: true, once: true });
}

const USER_EVENTS = ['pointerdown', 'keydown'] as const;

function stopSettling(): void {
  if (settling) clearInterval(settling);
  settling = undefined;
  for (const type of USER_EVENTS) document.removeEventListener(type, stopSettling, { capture: true });
}
