import { constants, publicEncrypt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken, signIn } from './support/api-session';
import { openFromMenu, sidebar, skipPopups } from './support/shell';

const LOAD = { timeout: 30_000 };

async function open(page: Page, path: string) {
  await skipPopups(page);
  await page.goto(path);
}

test('a system administrator finds the role, menu, department and log pages in the sidebar', async ({
  page,
}) => {
  await signIn(page, 'sysadmin');
  await open(page, '/dashboard');
  await openFromMenu(page, '系统管理', '部门管理');
  for (const title of ['角色管理', '菜单管理', '操作日志', '登录日志'])
    await expect(sidebar(page).getByRole('menuitem', { name: new RegExp(`${title}$`) })).toBeVisible(LOAD);
  await expect(page).toHaveURL(/\/system\/dept$/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible(LOAD);
  await page.getByRole('search').getByLabel('部门/区域').fill('秋浦');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  // The street office and, under it, its community both match; the street's row names its level.
  const street = page.locator('.ant-table-row').filter({ hasText: '秋浦街道办事处' });
  await expect(street).toContainText('街道');
  await expect(page.locator('.ant-table-row').filter({ hasText: '秋浦社区居委会' })).toContainText('社区');
  // The department is shown under the departments that lead to it.
  await expect(page.locator('.ant-table-row').first()).not.toContainText('秋浦');
});

test('roles: add with menus from the tree, refuse a bad key, protect sup_admin, delete', async ({ page }) => {
  const key = `e2e_${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await open(page, '/system/role');
  const supRow = page.locator('.ant-table-row').filter({ hasText: 'sup_admin' });
  await expect(supRow).toContainText('内置，受保护', LOAD);
  await expect(supRow).toContainText('全部菜单');

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增角色' });
  await dialog.getByLabel('角色标识').fill('Bad Key');
  await dialog.getByLabel('角色名称').fill('E2E角色');
  await expect(
    dialog.getByText('角色标识须以小写字母开头，只含小写字母、数字和下划线（2–40位）'),
  ).toBeVisible();
  await dialog.getByLabel('角色标识').fill(key);
  await dialog.getByLabel('英文名称').fill('E2E role');
  await dialog.getByLabel('西班牙文名称').fill('Rol E2E');
  await dialog
    .locator('.ant-tree-treenode')
    .filter({ hasText: '系统管理' })
    .first()
    .locator('.ant-tree-checkbox')
    .click();
  await expect(dialog.locator('.ant-tree-treenode-checkbox-checked').first()).toBeVisible();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const row = page.locator('.ant-table-row').filter({ hasText: key });
  await expect(row).toContainText('E2E角色');
  await expect(row).toContainText(/\d+ 项/);

  // The server refuses a duplicate key with its translated message, and nothing is added.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await dialog.getByLabel('角色标识').fill(key);
  for (const [label, value] of [
    ['角色名称', '重复'],
    ['英文名称', 'dup'],
    ['西班牙文名称', 'dup'],
  ] as const)
    await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('数据已存在，请勿重复提交')).toBeVisible();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.locator('.ant-table-row').filter({ hasText: key })).toHaveCount(1);

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasText: key })).toHaveCount(0);
});

test('the menu page shows the provisioned tree, read-only', async ({ page }) => {
  await signIn(page, 'admin');
  await open(page, '/system/menu');
  await expect(page.getByText('此处只读', { exact: false })).toBeVisible(LOAD);
  const system = page.locator('.ant-table-row').filter({ hasText: '系统管理' }).first();
  await expect(system).toContainText('目录');
  await system.getByRole('button', { name: /展开|Expand/ }).click();
  await expect(page.locator('.ant-table-row').filter({ hasText: '/system/role' })).toContainText('菜单');
  await expect(page.getByRole('button', { name: /新\s*增|修\s*改/ })).toHaveCount(0);
});

test('the login log shows a failed attempt with its reason, and the operation log a write', async ({
  page,
}) => {
  const key = await page.request.get('/prod-api/uaa/public-key');
  const { publicKey } = ((await key.json()) as { data: { publicKey: string } }).data;
  const failed = await page.request.post('/prod-api/uaa/oauth/token', {
    data: {
      username: 'lishan',
      password: publicEncrypt(
        { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from('Wrong-pass-1'),
      ).toString('base64'),
      validCode: '',
      deviceId: 'e2e-wrong',
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      isDecryption: 'true',
    },
  });
  expect(((await failed.json()) as { msg: string }).msg).toBe('用户名或密码错误');
  const token = await apiToken(page.request, 'sysadmin');
  await apiCall(page.request, token, 'PUT', '/admin/system/user/status', {
    data: { userId: 999999, status: '1' },
  });

  await signIn(page, 'admin');
  await open(page, '/system/logininfor');
  await page.getByRole('search').getByLabel('操作人员').fill('lishan');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const attempt = page.locator('.ant-table-row').filter({ hasText: 'lishan' }).first();
  await expect(attempt).toContainText('失败', LOAD);
  await expect(attempt).toContainText('用户名或密码错误');
  await expect(attempt).not.toContainText('Wrong-pass-1');

  await open(page, '/system/operlog');
  await page.getByRole('search').getByLabel('操作人员').fill('sysadmin');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const write = page.locator('.ant-table-row').filter({ hasText: '/admin/system/user/status' }).first();
  await expect(write).toContainText('修改', LOAD);
  await expect(write).toContainText('失败');
});

test('the pages speak English and Spanish', async ({ page, context }) => {
  await signIn(page, 'admin');
  const url = test.info().project.use.baseURL ?? '';
  for (const [language, roles, level] of [
    ['en', 'Role key', 'Area level'],
    ['es', 'Clave del rol', 'Nivel del área'],
  ] as const) {
    await context.addCookies([{ name: 'language', value: language, url }]);
    await open(page, '/system/role');
    await expect(page.getByRole('columnheader', { name: roles })).toBeVisible(LOAD);
    await open(page, '/system/dept');
    await expect(page.getByRole('columnheader', { name: level })).toBeVisible(LOAD);
  }
});
