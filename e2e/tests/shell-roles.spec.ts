import { test, type Page } from '@playwright/test';
import { apiCall, tokenOf } from './support/api-session';
import { login } from './support/login';
import { expect, openFromMenu, sidebar, skipPopups, tabStrip } from './support/shell';

/** streetadmin holds sys_admin and street_staff (apps/server/src/db/seed/users.ts). */
const USER = 'streetadmin';
const USER_NAME = '里山街道管理员';

const dataTypeSwitch = (page: Page) => page.getByRole('button', { name: /^数据类型/ });
const userMenu = (page: Page) => page.getByRole('button', { name: USER_NAME });
const roleItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

async function switchTo(page: Page, role: string) {
  await userMenu(page).click();
  await roleItem(page, role).click();
  await expect(page.getByText(`已切换到：${role}`)).toBeVisible({ timeout: 20_000 });
}

const addUser = async (page: Page) =>
  apiCall(page.request, await tokenOf(page), 'POST', '/admin/system/user', {
    data: {
      userName: `e2e-role-${Date.now()}`,
      nickName: '切换角色',
      deptId: 1,
      roleIds: [],
      accountType: '2',
    },
  });

const roleKeys = async (page: Page) =>
  apiCall(page.request, await tokenOf(page), 'GET', '/admin/system/role/key');

test('a user with one role has no role switch in the user menu', async ({ page }) => {
  await skipPopups(page);
  await login(page, 'street');
  await page.getByRole('button', { name: '秋浦街道专干' }).click();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await expect(page.getByText('切换角色')).toHaveCount(0);
});

test('switching to one role: menus, buttons, theme and the server follow; switching back restores them', async ({
  page,
}) => {
  // A long flow (two switches, reloads): more than the default minute on a loaded machine.
  test.slow();
  await skipPopups(page);
  await login(page, USER);
  const body = page.locator('body');

  // All roles: sys_admin's menus (it reads every business group), buttons, data-type switch and
  // operation theme (SPEC §6: the first role's).
  await expect(sidebar(page).getByText('机构管理', { exact: true })).toBeVisible();
  await expect(body).toHaveClass(/theme-operation/);
  await expect(dataTypeSwitch(page)).toBeVisible();
  await openFromMenu(page, '系统管理', '用户管理');
  await expect(page.getByRole('button', { name: /新增$/ })).toBeVisible({ timeout: 20_000 });
  await openFromMenu(page, '人员信息', '老年人信息');
  await expect(tabStrip(page).getByRole('link')).toHaveCount(3);
  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: '全部角色' })).toHaveClass(/menu-item-selected/);
  await page.keyboard.press('Escape');

  await switchTo(page, '街道工作人员');
  // The routes and tabs are rebuilt as after login: back on the dashboard, its tab alone.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tabStrip(page).getByRole('link')).toHaveCount(1);
  await expect(sidebar(page).getByText('人员信息', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('机构管理', { exact: true })).toHaveCount(0);
  await expect(body).toHaveClass(/theme-enterprise/);
  // sys_admin's data-type switch goes with it.
  await expect(dataTypeSwitch(page)).toHaveCount(0);

  // The user page stays (street staff may list users), without sys_admin's add button.
  await openFromMenu(page, '系统管理', '用户管理');
  await expect(page.getByRole('button', { name: /查询$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /新增$/ })).toHaveCount(0);
  // The server refuses the dropped role's call, and the choice outlives a reload.
  expect((await addUser(page)).code).toBe(403);
  expect((await roleKeys(page)).code).toBe(403);
  await page.goto('/dictionary/list');
  await expect(page).toHaveURL(/\/401$/);
  await page.goto('/dashboard');
  await userMenu(page).click();
  await expect(roleItem(page, '街道工作人员')).toHaveClass(/menu-item-selected/);
  await page.keyboard.press('Escape');

  await switchTo(page, '全部角色');
  await expect(sidebar(page).getByText('机构管理', { exact: true })).toBeVisible();
  await expect(body).toHaveClass(/theme-operation/);
  await openFromMenu(page, '系统管理', '用户管理');
  await expect(page.getByRole('button', { name: /新增$/ })).toBeVisible({ timeout: 20_000 });
  expect((await roleKeys(page)).code).toBe(0);
});

test('switching to the other role drops street staff’s business buttons instead', async ({ page }) => {
  test.slow();
  await skipPopups(page);
  await login(page, USER);
  await openFromMenu(page, '人员信息', '老年人信息');
  await expect(page.getByRole('button', { name: /新增$/ })).toBeVisible({ timeout: 20_000 });

  await switchTo(page, '系统管理员');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('body')).toHaveClass(/theme-operation/);
  // sys_admin reads business modules but does not write them.
  await openFromMenu(page, '人员信息', '老年人信息');
  await expect(page.getByRole('button', { name: /查询$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /新增$/ })).toHaveCount(0);
  const answer = await apiCall(page.request, await tokenOf(page), 'POST', '/biz/resource/elderlyInfo', {
    data: { name: '张三' },
  });
  expect(answer.code).toBe(403);
});
