import { test, type Page } from '@playwright/test';
import { apiCall, apiToken, tokenOf } from './support/api-session';
import { DEMO_PASSWORD } from './support/login';
import { useOwnServer } from './support/own-server';
import { expect, skipPopups } from './support/shell';

/** The login form as a person fills it (the captcha is off on these servers). */
async function signInWithForm(page: Page, user: string) {
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByLabel('验证码').fill('0000');
  await page.getByRole('button', { name: '登 录' }).click();
}

const errorPrompt = (page: Page) => page.getByRole('dialog').filter({ hasText: '错误提示' });
const confirmPrompt = (page: Page) => errorPrompt(page).getByRole('button', { name: /^确\s?定$/ });

test.describe('an expired session (50014)', () => {
  const server = useOwnServer('session-loss', {
    ELDERCARE_CAPTCHA: 'off',
    ELDERCARE_CAPTCHA_OFF_I_UNDERSTAND: 'on',
  });

  test('goes to the login page and back to the detail form, with the unsaved draft restored', async ({
    page,
  }) => {
    test.slow();
    await skipPopups(page);
    await page.goto(`${server.baseURL}/login`);
    await signInWithForm(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
    const list = await apiCall<{ records: { id: number }[] }>(
      page.request,
      await tokenOf(page),
      'GET',
      '/biz/resource/elderlyInfo',
      { params: { current: 1, size: 1 }, origin: server.baseURL },
    );
    const id = list.data.records[0]!.id;
    const detail = `/elderlyInfo/details/${id}?modelType=edit`;
    await page.goto(`${server.baseURL}${detail}`);
    const remarks = page.getByLabel('备注', { exact: true });
    await expect(remarks).toBeEditable();
    const typed = `会话过期前未保存的备注 ${Date.now()}`;
    await remarks.fill(typed);
    // The form autosaves its draft shortly after typing stops.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('eldercare:draft:'))),
      )
      .toBe(true);

    await server.whileStopped(async (db) => {
      await db.query(
        `update auth_token set expires_at = now() - interval '1 minute' where revoked_at is null`,
      );
    });
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(errorPrompt(page)).toBeVisible();
    await confirmPrompt(page).click();
    await expect(page).toHaveURL(`${server.baseURL}/login?redirect=${encodeURIComponent(detail)}`);

    await signInWithForm(page, 'admin');
    await expect(page).toHaveURL(`${server.baseURL}${detail}`, { timeout: 30_000 });
    await expect(page.getByLabel('备注', { exact: true })).toHaveValue(typed);
    await expect(page.getByText(/已恢复.*自动保存的未提交内容/)).toBeVisible();
  });
});

test('强退: a user signed out by an administrator leaves the stale list for the login page, and comes back to it', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await page.goto('/login');
  await signInWithForm(page, 'street');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  const listPage = '/elderlyInfo/index';
  await page.goto(listPage);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

  const admin = await apiToken(page.request, 'admin');
  const users = await apiCall<{ records: { userId: number; userName: string }[] }>(
    page.request,
    admin,
    'GET',
    '/admin/system/user',
    { params: { current: 1, size: 10, userName: 'street' } },
  );
  const street = users.data.records.find((u) => u.userName === 'street');
  expect(street, 'the seed has the street user').toBeDefined();
  const forced = await apiCall(
    page.request,
    admin,
    'PUT',
    `/admin/system/user/forceSignOut/${street!.userId}`,
  );
  expect(forced.code, forced.msg).toBe(0);

  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(errorPrompt(page)).toBeVisible();
  await confirmPrompt(page).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(listPage)}`);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(0);

  await signInWithForm(page, 'street');
  await expect(page).toHaveURL(listPage, { timeout: 30_000 });
});
