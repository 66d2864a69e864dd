import { expect, request, test, type Page } from '@playwright/test';
import { apiToken, signIn } from './support/api-session';
import { DEMO_PASSWORD } from './support/login';
import { useOwnServer } from './support/own-server';

/**
 * A full page load asks for the user info beside the shell's chunks (the route guard
 * takes that call over), and without a token goes to the login page without the shell. These say
 * what must not change with it: one user-info call, SPEC §8's expired-session dialog.
 */

const skipPopups = (page: Page) =>
  page.addInitScript(() =>
    sessionStorage.setItem(
      'eldercare.noticePopupsSeen',
      JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
    ),
  );

const watch = (page: Page, pattern: RegExp): string[] => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
};

test('a signed-in page load asks for the user info once and shows the page', async ({ page }) => {
  await skipPopups(page);
  await signIn(page, 'admin');
  const userInfo = watch(page, /\/prod-api\/uaa\/user\/info/);
  await page.goto('/elderlyInfo/index');
  // A cold first load of a module page (the catalogue, the page's chunks, the list) takes 4–5 s on two
  // busy cores: what is checked here is the number of calls, not the time.
  const firstLoad = { timeout: 20_000 };
  await expect(page.getByRole('navigation', { name: '已打开的页面' })).toBeVisible(firstLoad);
  await expect(page.locator('main').getByRole('table').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('main').getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(userInfo).toHaveLength(2);
});

test('signed out, a page address leads to the login page without the shell loading', async ({ page }) => {
  const shell = watch(page, /\/assets\/(?:Shell|Workspace)-[\w-]+\.js$/);
  await page.goto('/elderlyInfo/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2FelderlyInfo%2Findex$/);
  await expect(page.getByLabel('用户名')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(shell).toEqual([]);
});

test.describe('with a session that has expired', () => {
  test.describe.configure({ timeout: 240_000 });
  const server = useOwnServer('expired', { ELDERCARE_CAPTCHA: 'off' });

  test('a page load goes to the login page and, signed in again, back to the page', async ({ page }) => {
    const api = await request.newContext({ baseURL: server.baseURL });
    const token = await apiToken(api, 'admin');
    await api.dispose();
    await page.context().addCookies([{ name: 'Admin-Token', value: token, url: server.baseURL }]);
    await server.whileStopped((db) =>
      db.query(`update auth_token set expires_at = now() - interval '1 minute'`),
    );

    await skipPopups(page);
    await page.goto(`${server.baseURL}/elderlyInfo/index`);
    await expect(page).toHaveURL(/\/login\?redirect=%2FelderlyInfo%2Findex$/);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByLabel('验证码').fill('0000');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page).toHaveURL(/\/elderlyInfo\/index$/);
    // The first load of a module page on a freshly started server: see above.
    await expect(page.locator('main').getByRole('table').first()).toBeVisible({ timeout: 20_000 });
    // SPEC §8's expired dialog belongs to a session that was in use, not to the new one.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog').filter({ hasText: '错误提示' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/elderlyInfo\/index$/);
  });
});
