import { expect, test, type Page } from '@playwright/test';
import { FIXED_ROUTES, RESOURCES } from '@eldercare/resources';
import { login } from './support/login';
import { apiList } from './support/module-walk';

/** A module route to open; `module` is set where the route needs one of that module's record ids. */
interface ModuleUrl {
  path: string;
  module?: string;
}

/** The module routes to open: every list page and every fixed route a module owns. */
function moduleUrls(): ModuleUrl[] {
  const urls: ModuleUrl[] = RESOURCES.map((r) => ({ path: r.listRoute }));
  for (const route of FIXED_ROUTES) {
    const owner = RESOURCES.find(
      (r) => r.detailRoute === route.path || (r.extraRoutes ?? []).some((e) => e.path === route.path),
    );
    // System and ops routes are pages of their own; every other fixed route belongs to a module.
    if (!owner && route.group !== 'system' && route.group !== 'ops') continue;
    urls.push(
      route.variant === 'id' && owner ? { path: route.path, module: owner.key } : { path: route.path },
    );
  }
  return urls;
}

/**
 * The id of a record the signed-in user can open, from the module's list answer. Not a fixed id:
 * the demo seed gives some modules' first rows another data type (test/trial), which an
 * administrator of production data cannot see, so `/1` can be a legitimate "not found".
 */
async function firstRecordId(page: Page, module: string, cache: Map<string, number | null>) {
  if (!cache.has(module)) {
    const { records } = await apiList(page, module, { size: '1' });
    const id = records[0]?.id;
    cache.set(module, typeof id === 'number' || typeof id === 'string' ? Number(id) : null);
  }
  return cache.get(module) ?? null;
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
  const ids = new Map<string, number | null>();
  const errorToasts = page.locator('.ant-message-error');
  for (const { path, module } of moduleUrls()) {
    let url = path;
    if (module) {
      const id = await firstRecordId(page, module, ids);
      if (id === null) {
        failures.push(`${path}: no ${module} record the administrator can open`);
        continue;
      }
      url = `${path}/${id}`;
    }
    // An error toast stays up for seconds: let the last page's go before this page is judged, so
    // each failure is reported against the page that caused it.
    await expect(errorToasts).toHaveCount(0, { timeout: 15_000 });
    // In-app navigation, as from the menu: a full reload per page would re-bootstrap the app 250 times.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await page.waitForLoadState('networkidle');
    if (await errorToasts.count()) {
      failures.push(`${url}: error message ${(await errorToasts.allInnerTexts()).join(' / ')}`);
    }
    if (page.url().includes('/404')) failures.push(`${url}: 404`);
  }
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
