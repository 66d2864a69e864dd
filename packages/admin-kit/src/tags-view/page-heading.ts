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
