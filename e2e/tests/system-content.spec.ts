import { constants, publicEncrypt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Admin@123456';

/**
 * Signs in through the API (RSA-encrypted password, as the browser does) and hands the token to the
 * page the way the app stores it (SPEC §4: the `Admin-Token` cookie), so these tests
 * do not depend on the login form's captcha handling.
 */
async function signIn(page: Page, user: string, password = PASSWORD) {
  const keyAnswer = await page.request.get('/prod-api/uaa/public-key');
  const { publicKey } = (await keyAnswer.json()).data as { publicKey: string };
  const encrypted = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
  const login = await page.request.post('/prod-api/uaa/oauth/token', {
    params: {
      username: user,
      password: encrypted,
      validCode: '',
      deviceId: `e2e-${user}-${Date.now()}`,
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      isDecryption: 'true',
    },
  });
  const body = (await login.json()) as { code: number; msg: string; data: { access_token: string } };
  expect(body.code, body.msg).toBe(0);
  const token = body.data.access_token;
  const origin = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url())
    .origin;
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: origin }]);
  return token;
}

/** The signed-in browser's token, for direct API calls (SPEC §4: cookie Admin-Token). */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error('no Admin-Token cookie after sign-in');
  return cookie.value;
}

/**
 * Closes the notice popups the shell opens after sign-in (fee, activity, latest announcement —
 * SPEC §6); closing marks them read, so they do not come back.
 */
async function dismissNotices(page: Page) {
  await page.waitForLoadState('networkidle');
  // The popups open after the user info and notice lists have loaded.
  await page.locator('.ant-layout, main').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  for (let i = 0; i < 8; i += 1) {
    const popup = page
      .getByRole('dialog')
      .filter({ hasText: /通知|公告|活动|提醒/ })
      .first();
    if (!(await popup.isVisible().catch(() => false))) return;
    await popup.getByRole('button', { name: '关闭' }).first().click();
    // The next popup (if any) opens once this one has closed.
    await page.waitForTimeout(500);
  }
}

/** Opens the 更多 menu of a row and picks an action. */
async function moreAction(page: Page, rowLabel: string, action: string) {
  await page.getByRole('button', { name: `更多: ${rowLabel}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('admin writes a rich-text announcement, publishes it and sees it in the list', async ({ page }) => {
  const title = `E2E公告${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await page.goto('/system/announcement');
  await dismissNotices(page);
  await expect(page.getByRole('button', { name: /新\s*增/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增公告' });
  await dialog.locator('#announcement-form_title').fill(title);
  await dialog.getByLabel('公告类型').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  const editor = dialog.getByRole('textbox', { name: '内容' });
  await editor.click();
  await page.keyboard.type('普通文字 ');
  await dialog.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('加粗文字');
  await expect(editor.locator('strong')).toHaveText('加粗文字');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('search').getByLabel('标题').fill(title);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: title });
  await expect(row).toContainText('未发布');
  await moreAction(page, title, '发布');
  await expect(page.getByText('公告已发布').first()).toBeVisible();
  await expect(row).toContainText('已发布');

  await row.getByRole('button', { name: /查\s*看/ }).click();
  const view = page.getByRole('dialog', { name: '查看公告' });
  await expect(view.locator('strong')).toHaveText('加粗文字');
});

test('opening an unread message shows it and marks it read', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/system/message');
  await dismissNotices(page);
  await expect(page.getByRole('search')).toBeVisible({ timeout: 30_000 });
  const unread = page.locator('.ant-table-row').filter({ hasText: '未读' }).first();
  await expect(unread).toBeVisible();
  const before = (await page.request
    .get('/prod-api/admin/msg/receive/count', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    })
    .then((r) => r.json())) as { data: { unread: number } };
  await unread.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/message\/messageDetails\?id=\d+/);
  await expect(page.getByTestId('message-read-state')).toHaveText('已读');
  const after = (await page.request
    .get('/prod-api/admin/msg/receive/count', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    })
    .then((r) => r.json())) as { data: { unread: number } };
  expect(after.data.unread).toBe(before.data.unread - 1);
});

test('a fresh user changes the password and signs in with the new one', async ({ page }) => {
  const userName = `pw${Date.now().toString(36)}`;
  const admin = await signIn(page, 'admin');
  const headers = { Authorization: `Bearer ${admin}` };
  const depts = (await (
    await page.request.get('/prod-api/admin/system/dept/treeData', { headers })
  ).json()) as {
    data: { id: number }[];
  };
  const roles = (await (await page.request.get('/prod-api/admin/system/user/role', { headers })).json()) as {
    data: { roleId: number; roleKey: string }[];
  };
  const role = roles.data.find((r) => r.roleKey === 'street_staff') ?? roles.data[0];
  const created = await page.request.post('/prod-api/admin/system/user', {
    headers,
    data: {
      userName,
      password: 'Start12345',
      nickName: '改密用户',
      deptId: depts.data[0]?.id,
      roleIds: [role?.roleId],
      accountType: '1',
    },
  });
  expect((await created.json()).code).toBe(0);

  await page.context().clearCookies();
  const own = await signIn(page, userName, 'Start12345');
  // A new account must replace its initial password first (the shell's first-login dialog);
  // done through the API so that this test exercises the change-password page itself.
  const first = await page.request.post('/prod-api/admin/system/user/password/first', {
    headers: { Authorization: `Bearer ${own}` },
    data: { newPassword: 'Second12345' },
  });
  expect((await first.json()).code).toBe(0);
  await page.goto('/user/updatePassword');
  await dismissNotices(page);
  await expect(page.getByLabel('旧密码')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('旧密码').fill('Second12345');
  await page.getByLabel('新密码', { exact: true }).fill('weakpass');
  await page.getByLabel('确认新密码').click();
  await expect(page.getByText('密码为8-64位，且须同时包含字母和数字').last()).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('Changed2345x');
  await page.getByLabel('确认新密码').fill('Changed2345y');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('两次输入的新密码不一致')).toBeVisible();
  await page.getByLabel('确认新密码').fill('Changed2345x');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await page.waitForURL(/\/login/);

  await page.context().clearCookies();
  await signIn(page, userName, 'Changed2345x');
});

test('the dashboard draws its charts without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  await dismissNotices(page);
  const charts = page.locator('.ek-echart');
  await expect(charts).not.toHaveCount(0, { timeout: 30_000 });
  await expect(charts.first().locator('svg')).toBeVisible();
  await expect(page.getByText('老年人分布（按街道）')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(charts.first().locator('svg')).toBeVisible();
  expect(errors).toEqual([]);
});
