import { test, type Page, type Route } from '@playwright/test';
import { login } from './support/login';
import { expect, skipPopups } from './support/shell';

const AREA_TREE = '**/prod-api/biz/area/tree';
/** A stored area code (12 digits) drawn as if it were the area's name. */
const RAW_CODE = /^\d{6,12}$/;

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function cellTexts(page: Page): Promise<string[]> {
  return (await rows(page).locator('td').allInnerTexts()).map((text) => text.trim());
}

test('area names: a placeholder while the tree loads, the names once it arrives, never a bare code', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'admin');
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(AREA_TREE, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/elderlyInfo/index');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).locator('[aria-busy="true"]').first()).toBeVisible();
  expect((await cellTexts(page)).filter((text) => RAW_CODE.test(text))).toEqual([]);
  release?.();
  await expect(rows(page).locator('[aria-busy="true"]')).toHaveCount(0);
  expect((await cellTexts(page)).filter((text) => RAW_CODE.test(text))).toEqual([]);
});

test('area names: a failed tree says so with a retry, and the names draw after it', async ({ page }) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'admin');
  await page.route(AREA_TREE, (route) => route.abort());
  await page.goto('/elderlyInfo/index');
  await expect(rows(page).first()).toBeVisible();
  const retry = rows(page)
    .getByRole('button', { name: /区域名称加载失败.*重试/ })
    .first();
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await page.unroute(AREA_TREE);
  await retry.click();
  await expect(rows(page).getByRole('button', { name: /区域名称加载失败/ })).toHaveCount(0);
  await expect(rows(page).locator('[aria-busy="true"]')).toHaveCount(0);
  expect((await cellTexts(page)).filter((text) => RAW_CODE.test(text))).toEqual([]);
});
