import { expect, test, type Page } from '@playwright/test';
import { signIn, tokenOf, dismissNotices, moreAction } from './support/api-session';

async function confirm(page: Page) {
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test('admin manages a user: create, filter, edit, reset password, force sign-out, delete', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const userName = `e2e${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await page.goto('/system/user');
  await dismissNotices(page);
  await expect(page.getByRole('button', { name: /新\s*增/ })).toBeVisible({ timeout: 30_000 });

  // Create
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await dialog.getByLabel('用户名').fill(userName);
  await dialog.getByLabel('姓名').fill('测试用户');
  await dialog.getByLabel('手机号码').fill('123');
  await dialog.getByLabel('姓名').click();
  await expect(dialog.getByText('手机号码格式有误，请重新输入！')).toBeVisible();
  await dialog.getByLabel('手机号码').fill('13800138000');
  // The tree dropdown animates in; a click that lands too early selects nothing, so try until it sticks.
  const deptItem = dialog.locator('.ant-form-item').filter({ hasText: '所属部门' });
  await expect(async () => {
    await dialog.getByLabel('所属部门').click();
    const deptNode = page
      .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper')
      .first();
    await deptNode.click({ timeout: 3000 });
    await expect(deptItem.getByText('选择部门/区域')).toBeHidden({ timeout: 1500 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByText('所属部门不能为空')).toHaveCount(0);
  await dialog.getByLabel('角色').click();
  await page.keyboard.type('街道');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog.locator('.ant-select-selection-item').first()).toBeVisible();
  await dialog.getByLabel('账号类型').click();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  // Creating a user hashes its initial password (argon2): seconds on a loaded 2-core machine.
  await expect(page.getByText('保存成功')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();

  // Find it with a filter
  await page.getByRole('search').getByLabel('用户名').fill(`  ${userName} `);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: userName });
  await expect(row).toHaveCount(1);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);

  // Edit
  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = page.getByRole('dialog', { name: '修改用户' });
  await expect(edit.getByLabel('用户名')).toBeDisabled();
  await edit.getByLabel('姓名').fill('测试用户改');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await expect(row).toContainText('测试用户改');

  // The new user signs in elsewhere, so force sign-out has a session to end
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();

  // Reset password: the server answers a new random password once, shown in a dialog
  await moreAction(page, userName, '重置密码');
  await confirm(page);
  const resetDone = page.locator('.ant-modal-confirm').filter({ hasText: /密码已重置/ });
  await expect(resetDone).toBeVisible();
  const newPassword = (
    (await resetDone.locator('.ant-modal-confirm-content').innerText()).split('：').pop() ?? ''
  ).trim();
  expect(newPassword.length).toBeGreaterThanOrEqual(10);
  await resetDone.getByRole('button').click();
  await expect(resetDone).toBeHidden();

  // Force sign-out (a session of the user, opened through the API's login of the UI)
  await signIn(otherPage, userName, newPassword);
  await moreAction(page, userName, '在线会话');
  const sessions = page.getByRole('dialog', { name: /在线会话/ });
  await expect(sessions.locator('.ant-table-row')).not.toHaveCount(0);
  await sessions.getByRole('button', { name: '关闭' }).click();
  await expect(sessions).toBeHidden();
  await moreAction(page, userName, '强退');
  await confirm(page);
  await expect(page.getByText('已强制退出')).toBeVisible();
  const token = await tokenOf(otherPage);
  const after = await page.request.get('/prod-api/uaa/user/info', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await after.json()).code).toBe(50008);
  await other.close();

  // Delete
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await confirm(page);
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a street user sees no user-management buttons and the API refuses the writes (403)', async ({
  page,
}) => {
  await signIn(page, 'street');
  await page.goto('/system/user');
  await dismissNotices(page);
  await expect(page.getByRole('button', { name: /查\s*询/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  for (const name of [/新\s*增/, /修\s*改/, /删\s*除/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^更多/ })).toHaveCount(0);
  const token = await tokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  const create = await page.request.post('/prod-api/admin/system/user', {
    headers,
    data: { userName: 'nope1', nickName: '无权', deptId: 1, roleIds: [1], accountType: '1' },
  });
  expect((await create.json()).code).toBe(403);
  const remove = await page.request.delete('/prod-api/admin/system/user/1', { headers });
  expect((await remove.json()).code).toBe(403);
  const reset = await page.request.get('/prod-api/admin/system/user/password/1', { headers });
  expect((await reset.json()).code).toBe(403);
});
