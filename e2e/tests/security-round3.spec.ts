import { expect, test } from '@playwright/test';
import { apiToken, signIn, tokenOf } from './support/api-session';
import { useOwnServer } from './support/own-server';

/**
 * What a person sees of the production-start and sign-in hardening: an administrator whose first
 * password came from the environment must replace it before anything else, and a link to
 * `/auth-redirect` carrying someone else's token signs nobody in as that someone.
 */
const ENV_PASSWORD = 'Chosen#Deploy2026';

test.describe('a production start with ELDERCARE_ADMIN_PASSWORD', () => {
  const server = useOwnServer('security-round3', {
    NODE_ENV: 'production',
    ELDERCARE_ADMIN_PASSWORD: ENV_PASSWORD,
    ELDERCARE_CAPTCHA: 'off',
    ELDERCARE_CAPTCHA_OFF_I_UNDERSTAND: 'on',
  });

  test('asks the administrator for a new password at the first sign-in', async ({ page }) => {
    await page.goto(`${server.baseURL}/login`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(ENV_PASSWORD);
    await page.getByLabel('验证码').fill('0000');
    await page.getByRole('button', { name: '登 录' }).click();
    const dialog = page.getByRole('dialog', { name: '首次登录请修改初始密码' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(page).not.toHaveURL(/\/dashboard/);
  });
});

test.describe('/auth-redirect with a token in the link', () => {
  test('does not sign a signed-out browser in as the link maker', async ({ page }) => {
    const attacker = await apiToken(page.request, 'lishan');
    await page.goto(`/auth-redirect?token=${encodeURIComponent(attacker)}&redirect=/dashboard`);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(attacker);
  });

  test('leaves a signed-in browser signed in as its own user', async ({ page }) => {
    const own = await signIn(page, 'street');
    const attacker = await apiToken(page.request, 'lishan');
    await page.goto(`/auth-redirect?token=${encodeURIComponent(attacker)}&redirect=/dashboard`);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    expect(await tokenOf(page)).toBe(own);
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(attacker);
  });
});
