import { test, type Page } from '@playwright/test';
import { login } from './support/login';
import { expect, skipPopups } from './support/shell';

/** Pages a new user must reach, labels instead of raw values, breadcrumbs, dialogs kept on screen. */

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '面包屑' });
const userButton = (page: Page, name: string) => page.locator('.ek-header').getByRole('button', { name });

test('个人中心 and 修改密码 open from the user menu and the route search, each with its breadcrumb', async ({
  page,
}) => {
  await skipPopups(page);
  await login(page, 'admin');
  await userButton(page, '超级管理员').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/userInfo\/index$/);
  await expect(breadcrumb(page)).toContainText('个人中心');

  await userButton(page, '超级管理员').click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  await expect(page).toHaveURL(/\/user\/updatePassword$/);
  await expect(breadcrumb(page)).toContainText('修改密码');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('combobox', { name: '搜索页面' }).pressSequentially('个人中心');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '个人中心' })
    .click();
  await expect(page).toHaveURL(/\/userInfo\/index$/);
});

test('a hidden detail route shows its list page and its own title in the breadcrumb', async ({ page }) => {
  await skipPopups(page);
  await login(page, 'admin');
  await page.goto('/elderlyInfo/index');
  const firstRow = page.locator('.ant-table-row').first();
  await firstRow.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/elderlyInfo\/details\//);
  // Group, list page, then the record's own title (antd draws each separator as an <li> too).
  const items = breadcrumb(page).locator('li:not(.ant-breadcrumb-separator)');
  await expect(items).toHaveCount(3);
  await expect(items.last()).toHaveText(/\S/);
  await expect(breadcrumb(page)).toContainText('老年人信息');
});

test('a saved 系统名称 shows in the header at once, without a reload', async ({ page }) => {
  const name = `E2E系统${Date.now().toString(36)}`;
  await skipPopups(page);
  // lishan: the other specs check admin's default header.
  await login(page, 'lishan');
  await page.goto('/userInfo/index');
  const form = page.locator('form[id="logo-form"]');
  await form.getByLabel('系统名称').fill(name);
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ek-system-name')).toHaveText(name);
  await form.getByLabel('系统名称').fill('');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ek-system-name')).not.toHaveText(name);
});

for (const [path, column] of [
  ['/system/user', '创建时间'],
  ['/system/message', '接收时间'],
  ['/system/announcement', '创建时间'],
] as const) {
  test(`${path} shows times as YYYY-MM-DD HH:mm:ss, never the raw ISO text`, async ({ page }) => {
    await skipPopups(page);
    await login(page, 'admin');
    await page.goto(path);
    const table = page.locator('.ant-table').first();
    await expect(table.locator('.ant-table-row').first()).toBeVisible();
    await expect(table.getByRole('columnheader', { name: column })).toBeAttached();
    await expect(table).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(await table.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
}

async function openAddUser(page: Page) {
  await page.goto('/system/user');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a tall dialog fits 1440 × 900 with its buttons on screen, 500 px wide, and resizes from a visible grip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await skipPopups(page);
  await login(page, 'admin');
  const dialog = await openAddUser(page);
  const panel = page.locator('.ant-modal-container');
  // Measured once the opening zoom has finished (CI measured 444, 491 and 499.9 px mid-animation).
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(500);
  const before = await panel.boundingBox();
  expect((before?.y ?? 0) + (before?.height ?? 0)).toBeLessThanOrEqual(900);
  await expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeInViewport();

  const grip = page.locator('.ek-dialog-resize');
  const box = await grip.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(12);
  if (!box || !before) throw new Error('no grip');
  // The grip is in the panel's bottom-right corner.
  expect(box.x + box.width).toBeCloseTo(before.x + before.width, -1);
  expect(box.y + box.height).toBeCloseTo(before.y + before.height, -1);

  // Pressing the grip leaves the dialog open; dragging it resizes the dialog.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y - 200, { steps: 8 });
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  const after = await panel.boundingBox();
  expect(after?.width).toBeGreaterThan(560);
  expect(after?.height).toBeLessThan((before.height ?? 0) - 150);
  await expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeInViewport();
});

test('at 390 px the dialog fits the screen and its buttons show', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipPopups(page);
  await login(page, 'admin');
  const dialog = await openAddUser(page);
  const panel = await page.locator('.ant-modal-container').boundingBox();
  expect(panel?.x).toBeGreaterThanOrEqual(0);
  expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('add-user-390.png') });
});
