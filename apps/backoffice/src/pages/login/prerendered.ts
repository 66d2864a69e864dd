import { detectSize } from '@eldercare/admin-kit';
import { getToken } from '@eldercare/api-client';
import { detectLanguage } from '../../i18n';
import { publicRouteOf } from '../../router/guard';

/** The attribute on #root naming the language the page in it was prerendered in. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The attribute on #root naming the size (SPEC §9's size cookie) the page in it was drawn in. */
export const PRERENDERED_SIZE_ATTRIBUTE = 'data-prerendered-size';

/**
 * Whether #root holds the login page prerendered at build time (prerender.tsx) that this load
 * renders: the login route without a session, in the language the app picks and the stored size.
 * Otherwise (a session the server could not see, a browser whose languages differ from what it sent)
 * the app renders afresh over it.
 */
export function hydratesPrerenderedLogin(container: HTMLElement): boolean {
  const route = publicRouteOf(location.pathname, new URLSearchParams(location.search), !!getToken());
  return (
    route === '/login' &&
    container.getAttribute(PRERENDERED_ATTRIBUTE) === detectLanguage() &&
    container.getAttribute(PRERENDERED_SIZE_ATTRIBUTE) === detectSize()
  );
}
