import { expect, test, type Page } from '@playwright/test';
import { FIXED_ROUTES, RESOURCES } from '@eldercare/resources';

/** Signs in through the login page (captcha is off in the e2e server). */
async function signIn(page: Page, user = 'admin') {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill('Admin@123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The module routes to open: every list page and every fixed route a module owns, with an id where needed. */
function moduleUrls(): string[] {
  const urls = RESOURCES.map((r) => r.listRoute);
  for (const route of FIXED_ROUTES) {
    const owned = RESOURCES.some(
      (r) => r.detailRoute === route.path || (r.extraRoutes ?? []).some((e) => e.path === route.path),
    );
    if (!owned) continue;
    urls.push(route.variant === 'id' ? `${route.path}/1` : route.path);
  }
  return urls;
}

test('every module list page and fixed detail route opens without errors', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => consoleErrors.push(`${page.url()}: ${e.message}`));
  await signIn(page);
  const failures: string[] = [];
  for (const url of moduleUrls()) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    if (await page.locator('.ant-message-error').count()) failures.push(`${url}: error message`);
    if (page.url().includes('/404')) failures.push(`${url}: 404`);
  }
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
