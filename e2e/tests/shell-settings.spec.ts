import { test, type Locator, type Page } from '@playwright/test';
import { login } from './support/login';
import { expect, openFromMenu, skipPopups } from './support/shell';

const backgroundOf = (button: Locator) => button.evaluate((el) => getComputedStyle(el).backgroundColor);
const heightOf = (button: Locator) => button.evaluate((el) => el.getBoundingClientRect().height);
const queryButton = (page: Page) => page.getByRole('button', { name: /查询$/ });

test.beforeEach(async ({ page }) => {
  // Sign-in, a lazy page and a reload: more than the default minute on a loaded machine.
  test.slow();
  await skipPopups(page);
  await login(page, 'admin');
  await openFromMenu(page, '系统管理', '用户管理');
  await expect(queryButton(page)).toBeVisible({ timeout: 20_000 });
});

test('the theme colour picked in the settings drawer colours primary buttons and survives a reload', async ({
  page,
}) => {
  const before = await backgroundOf(queryButton(page));
  await page.getByRole('button', { name: '系统布局设置' }).click();
  const drawer = page.getByRole('dialog', { name: '系统布局设置' });
  await drawer.getByLabel('主题颜色').click();
  // The last preset, #304156, is dark enough for white text as it is (the kit only darkens
  // colours below 4.8:1 on white), so the button shows exactly the picked colour.
  await page.locator('.ant-color-picker-presets-color').last().click();
  await expect.poll(() => backgroundOf(queryButton(page))).toBe('rgb(48, 65, 86)');
  expect(before).not.toBe('rgb(48, 65, 86)');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('eldercare.layoutSettings') ?? ''))
    .toContain('#304156');

  await page.reload();
  await expect(queryButton(page)).toBeVisible({ timeout: 20_000 });
  expect(await backgroundOf(queryButton(page))).toBe('rgb(48, 65, 86)');
});

test('each of the four sizes sets the control height; the choice survives a reload', async ({ page }) => {
  // SPEC §9: medium without a size cookie; ARCHITECTURE: 40/36/32/28 px.
  await expect.poll(() => heightOf(queryButton(page))).toBe(36);
  const sizes = [
    ['默认', 'default', 40],
    ['中等', 'medium', 36],
    ['小', 'small', 32],
    ['迷你', 'mini', 28],
  ] as const;
  for (const [label, cookie, height] of sizes) {
    await page.getByRole('button', { name: /^布局大小/ }).click();
    await page.getByRole('menuitem', { name: label, exact: true }).click();
    await expect(page.getByRole('button', { name: `布局大小: ${label}` })).toBeVisible();
    await expect.poll(() => heightOf(queryButton(page))).toBe(height);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'size')?.value)
      .toBe(cookie);
  }

  await page.reload();
  await expect(page.getByRole('button', { name: '布局大小: 迷你' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => heightOf(queryButton(page))).toBe(28);
});
