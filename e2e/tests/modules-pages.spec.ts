import { expect, test } from '@playwright/test';
import { FIXED_ROUTES, RESOURCES } from '@eldercare/resources';
import { login } from './support/login';

/** The module routes to open: every list page and every fixed route a module owns, with an id where needed. */
function moduleUrls(): string[] {
  const urls = RESOURCES.map((r) => r.listRoute);
  for (const route of FIXED_ROUTES) {
    const owned = RESOURCES.some(
      (r) => r.detailRoute === route.path || (r.extraRoutes ?? []).some((e) => e.path === route.path),
    );
    // System and ops routes are pages of their own; every other fixed route belongs to a module.
    if (!owned && route.group !== 'system' && route.group !== 'ops') continue;
    urls.push(route.variant === 'id' ? `${route.path}/1` : route.path);
  }
  return urls;
}

test('every module list page and fixed detail route opens without errors', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => consoleErrors.push(`${page.url()}: ${e.message}`));
  // The notice popups are about something else: mark them seen for this browser session.
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'eldercare.noticePopupsSeen',
      JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
    ),
  );
  await login(page, 'admin');
  const failures: string[] = [];
  for (const url of moduleUrls()) {
    // In-app navigation, as from the menu: a full reload per page would re-bootstrap the app 250 times.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await page.waitForLoadState('networkidle');
    if (await page.locator('.ant-message-error').count()) failures.push(`${url}: error message`);
    if (page.url().includes('/404')) failures.push(`${url}: 404`);
  }
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
