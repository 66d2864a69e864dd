import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Admin@123456';

/**
 * Signs in through the login page as a person would (the e2e server runs with the captcha off, so
 * any code is accepted) and waits for the workspace.
 */
export async function login(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(userName);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('验证码').fill('0000');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}
