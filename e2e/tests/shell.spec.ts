import { test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login } from './support/login';
import { expect, openFromMenu } from './support/shell';

/** Marks the notice centre's notices as seen for this browser session, for tests about something else. */
async function skipPopups(page: Page) {
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'eldercare.noticePopupsSeen',
      JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
    ),
  );
}

const tabStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: '菜单' });

test('without a token only the login page is reachable; unknown paths go to 404', async ({ page }) => {
  await page.goto('/elderlyInfo/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2FelderlyInfo%2Findex/);
  await skipPopups(page);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByLabel('验证码').fill('0000');
  await page.getByRole('button', { name: '登 录' }).click();
  // Back to where the user was going.
  await expect(page).toHaveURL(/\/elderlyInfo\/index$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('redirectType=screen signs a signed-in user out and shows the login page (it looped on a white page)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await skipPopups(page);
  await login(page, 'admin');
  await page.goto('/elderlyInfo/index?redirectType=screen');
  await expect(page).toHaveURL(/\/login\?redirect=%2FelderlyInfo%2Findex$/);
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).toBeNull();
  expect(errors).toEqual([]);
});

test('every call with a token carries filterMode, before any data type was chosen (SPEC §7)', async ({
  page,
}) => {
  const calls: { url: string; filterMode: string | undefined }[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (request.url().includes('/prod-api/') && headers.authorization) {
      calls.push({ url: request.url(), filterMode: headers.filtermode });
    }
  });
  await skipPopups(page);
  await login(page, 'street');
  await expect.poll(() => calls.length).toBeGreaterThan(3);
  expect(await page.evaluate(() => localStorage.getItem('Admin-DataType'))).toBeNull();
  expect(calls.filter((call) => !call.filterMode)).toEqual([]);
});

test('a wrong password is refused with the server message and no session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('wrong-password-1');
  await page.getByLabel('验证码').fill('0000');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('admin: menus, tabs, close others, reload on a dynamic route, languages, logout', async ({ page }) => {
  // Three languages, a reload and a sign-out: well over a minute on a loaded 2-core machine.
  test.slow();
  await skipPopups(page);
  await login(page, 'admin');
  await expect(sidebar(page).getByText('系统管理', { exact: true })).toBeVisible();

  await page.goto('/elderlyInfo/index');
  await expect(tabStrip(page).getByRole('link', { name: '老年人信息' })).toBeVisible();
  await page.goto('/system/user');
  await expect(tabStrip(page).getByRole('link', { name: '用户管理' })).toBeVisible();
  await expect(tabStrip(page).getByRole('link')).toHaveCount(3);

  // Right-click → close others keeps the affix dashboard and the clicked tab.
  await tabStrip(page).getByRole('link', { name: '用户管理' }).click({ button: 'right' });
  // force: the menu is still animating in when it is clicked; the tab count below shows the effect.
  // It is placed at the pointer once aligned: before that, a click can land outside the window.
  const closeOthers = page.getByRole('menuitem', { name: '关闭其他' });
  await expect(closeOthers).toBeInViewport();
  await closeOthers.click({ force: true });
  await expect(tabStrip(page).getByRole('link')).toHaveCount(2);

  // A full reload on a server-generated route comes back to the same page.
  await page.goto('/elderlyInfo/index');
  await page.reload();
  await expect(page).toHaveURL(/\/elderlyInfo\/index$/);
  await expect(tabStrip(page).getByRole('link', { name: '老年人信息' })).toBeVisible();

  // English and Spanish, then back to Chinese.
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(
    page.getByRole('complementary', { name: 'Menu' }).getByText('System', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(
    page.getByRole('complementary', { name: 'Menú' }).getByText('Sistema', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Idioma/ }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(sidebar(page).getByText('系统管理')).toBeVisible();

  // Size: the choice is kept in the size cookie.
  await page.getByRole('button', { name: /^布局大小/ }).click();
  await page.getByRole('menuitem', { name: '迷你' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'size')?.value)
    .toBe('mini');

  // Logout asks first; cancelling keeps the session.
  await page.getByRole('button', { name: '超级管理员' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('已取消退出')).toBeVisible();
  await page.getByRole('button', { name: '超级管理员' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

/** The sidebar's top-level groups are these, and none of `absent`. */
async function expectGroups(page: Page, present: string[], absent: string[]) {
  for (const group of present) await expect(sidebar(page).getByText(group, { exact: true })).toBeVisible();
  for (const group of absent) await expect(sidebar(page).getByText(group, { exact: true })).toHaveCount(0);
}

/** Opens each page from the sidebar; each gets its own tab next to the dashboard's. */
async function openInTabs(page: Page, pages: [group: string, item: string, tab: string][]) {
  for (const [group, item, tab] of pages) {
    await openFromMenu(page, group, item);
    await expect(tabStrip(page).getByRole('link', { name: tab })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /查询$/ })).toBeVisible({ timeout: 20_000 });
  }
  await expect(tabStrip(page).getByRole('link')).toHaveCount(pages.length + 1);
}

test('street staff: their menus open into tabs; no page outside the menus, and the server refuses the call', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'street');
  await expectGroups(
    page,
    ['人员信息', '社区设施', '助餐管理', '系统管理'],
    ['机构管理', '运维管理', '协会管理'],
  );
  await openInTabs(page, [
    ['人员信息', '老年人信息', '老年人信息'],
    ['社区设施', '日间照料中心', '日间照料中心'],
  ]);
  // A page outside the user's menus answers 401.
  await page.goto('/system/announcement');
  await expect(page).toHaveURL(/\/401$/);
  // Street staff may list users of their street but not add them: no button, and the server refuses.
  await page.goto('/system/user');
  await expect(page.getByRole('button', { name: '查询' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  const answer = await page.request.post('/prod-api/admin/system/user', {
    headers: { authorization: `Bearer ${token}` },
    data: { userName: 'e2e-street-add', nickName: '测试', deptId: 1, roleIds: [] },
  });
  expect((await answer.json()).code).toBe(403);
});

test('association account: the notice centre with the latest announcement, then the association notices in the bell', async ({
  page,
}) => {
  await login(page, 'association');
  await expect(
    page.getByRole('dialog', { name: /^通知中心/ }).getByRole('region', { name: /^最新公告/ }),
  ).toBeVisible();
  // The centre shows once per session; mark its notices seen and look at the bell.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'eldercare.noticePopupsSeen',
      JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
    ),
  );
  await page.reload();
  await page.getByRole('button', { name: /^消息通知/ }).click();
  await expect(page.getByRole('tab', { name: /公告/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // Account type 8 works in the association group only.
  await expectGroups(page, ['协会管理', '系统管理'], ['人员信息', '机构管理', '社区设施']);
  await openInTabs(page, [
    ['协会管理', '协会公告', '协会公告'],
    ['协会管理', '培训活动', '培训活动'],
  ]);
});

test('account type 10 sees the old-partner menu as 探访关爱项目管理 and opens its pages into tabs', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'visitcare');
  await expect(sidebar(page).getByText('探访关爱项目管理')).toBeVisible();
  await expect(sidebar(page).getByText('老伙伴项目管理')).toHaveCount(0);
  // operate_manage: the business groups, not the ops ones.
  await expectGroups(page, ['人员信息', '机构管理'], ['运维管理']);
  await openInTabs(page, [
    ['探访关爱项目管理', '探访关爱', '探访关爱'],
    ['人员信息', '老年人信息', '老年人信息'],
  ]);
});
