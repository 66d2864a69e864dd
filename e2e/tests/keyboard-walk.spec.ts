import { test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/login';
import { expect, sidebar, skipPopups } from './support/shell';

/**
 * A keyboard-only walk (no mouse, no clicks) from the login page to a saved record.
 * Each step presses Tab until the control it needs has focus and records how many presses it took,
 * so the counts are measured too (at most 12 each, not 23 Tabs to 新增 and 18 more to 保存).
 */

/** Presses Tab until `target` has focus; answers the number of presses. */
async function tabTo(page: Page, target: Locator, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return presses;
  }
  throw new Error(
    `not reached in ${limit} Tabs: ${await target.evaluate((el) => el.outerHTML.slice(0, 120))}`,
  );
}

/** From the first entry of a menu level, presses ArrowDown until `target` has focus. */
async function arrowTo(page: Page, target: Locator, limit = 40): Promise<void> {
  await page.keyboard.press('Home');
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error('menu entry not reached with the arrow keys');
}

test('keyboard only: sign in, open a module from the menu, 新增, fill the required fields, 保存', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  const counts: Record<string, number> = {};

  await page.goto('/login');
  counts.userName = await tabTo(page, page.getByLabel('用户名'), 10);
  await page.keyboard.type('admin');
  await tabTo(page, page.getByLabel('密码'), 5);
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, page.getByLabel('验证码'), 5);
  await page.keyboard.type('0000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });

  // The first Tab stop is the skip link; it jumps over the header and the menu to the page.
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(sidebar(page).getByRole('menuitem', { name: /认知症照护$/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeFocused();

  // The menu: one Tab stop for the whole tree (arrows move inside it), reached backwards from the page.
  const menu = sidebar(page).getByRole('menu').first();
  const group = sidebar(page).getByRole('menuitem', { name: /认知症照护$/ });
  await page.keyboard.press('Shift+Tab');
  for (let i = 0; i < 30 && !(await menu.evaluate((el) => el.contains(document.activeElement))); i += 1)
    await page.keyboard.press('Shift+Tab');
  await arrowTo(page, group);
  await page.keyboard.press('Enter');
  const entry = sidebar(page).getByRole('menuitem', { name: /专科医院$/ });
  await expect(entry).toBeVisible();
  await arrowTo(page, entry);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/basicInformationManagement\/specializedHospital\/index$/);
  // Focus moved to the new tab's heading, not left in the menu or on the body.
  const listHeading = page.getByRole('heading', { level: 1, name: '专科医院' });
  const main = page.locator('main');
  const add = main.getByRole('button', { name: '新增' }).locator('visible=true');
  // Once the page's code is in (before, the heading is the panel's only content).
  await expect(add).toBeVisible();
  await expect(listHeading).toBeFocused();
  counts.toAdd = await tabTo(page, add, 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/specializedHospital\/detail/);
  const form = main.locator('form').locator('visible=true').first();
  await expect(form.getByLabel('医院名称')).toBeVisible();
  await expect(page.locator('h1').locator('visible=true')).toBeFocused();

  const name = `键盘医院${Date.now() % 100000}`;
  counts.toName = await tabTo(page, form.getByLabel('医院名称'), 20);
  await page.keyboard.type(name);
  await tabTo(page, form.getByLabel('所属区域'), 10);
  // The area cascader searches names across levels; the arrow takes the match, Enter picks it.
  await page.keyboard.type('秋浦社区');
  await expect(page.locator('.ant-cascader-dropdown:visible')).toContainText('秋浦社区');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.locator('.ant-form-item').filter({ hasText: '所属区域' })).toContainText('秋浦社区');
  const save = main.getByRole('button', { name: '保存' }).locator('visible=true');
  counts.toSave = await tabTo(page, save, 40);
  await page.keyboard.press('Enter');
  await expect(page.getByText('新增成功')).toBeVisible();

  console.log('keyboard walk Tab presses', JSON.stringify(counts));
  // The page's own controls only: not the 23 Tabs to 新增 and 18 more to 保存 through the shell.
  expect(counts.toAdd).toBeLessThanOrEqual(12);
  expect(counts.toSave).toBeLessThanOrEqual(12);
});
