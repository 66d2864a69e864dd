import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { login } from './support/login';
import { expect, skipPopups } from './support/shell';

/**
 * Axe on every page class, 0 serious or critical findings (colour contrast
 * included), and no horizontal overflow at 150 % text on 1280 px nor at 375 / 320 px.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical findings, one line each with where they are, so a failure reads as a list. */
async function seriousFindings(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    );
}

/** How far the page reaches past the window's right edge (0 when nothing overflows). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.scrollingElement!.scrollWidth - window.innerWidth));

/** The active tab's page once its code and data are in. */
const shownPage = (page: Page) => page.locator('main .ek-tab-panel:visible');

async function settle(page: Page) {
  await expect(shownPage(page).locator('h1')).toHaveCount(1);
  await expect(shownPage(page).locator('.page-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

/**
 * The record's tab once it shows: the list's tab stays visible until the detail page's code is in,
 * and a scan then read the list's hovered row (its link mid-way through the hover colour).
 */
async function openedRecord(page: Page) {
  await expect(shownPage(page).locator('.resource-detail-page')).toBeVisible();
  await page.mouse.move(0, 0);
  await settle(page);
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  // Each page has exactly one level-1 heading, its title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test('login page: no serious axe findings', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

test('workspace pages (dashboard, list, detail add / edit / look, system, personal centre): no serious axe findings', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'admin');
  const pages = [
    '/dashboard',
    '/basicInformationManagement/specializedHospital/index',
    '/basicInformationManagement/specializedHospital/detail?modelType=add',
    '/system/user',
    '/userInfo/index',
  ];
  const found: Record<string, string[]> = {};
  for (const path of pages) {
    await openPage(page, path);
    found[path] = await seriousFindings(page);
  }
  // A record opened to look at and to edit (the list's first row).
  await openPage(page, '/basicInformationManagement/specializedHospital/index');
  const look = shownPage(page).getByRole('button', { name: '查看' }).first();
  await look.click();
  await expect(page).toHaveURL(/modelType=look/);
  await openedRecord(page);
  found.look = await seriousFindings(page);
  await openPage(page, '/basicInformationManagement/specializedHospital/index');
  await shownPage(page).getByRole('button', { name: '编辑' }).first().click();
  await expect(page).toHaveURL(/modelType=edit/);
  await openedRecord(page);
  found.edit = await seriousFindings(page);
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
});

test('settings drawer: size and text scale, no serious axe findings, focus back on its button', async ({
  page,
}) => {
  await skipPopups(page);
  await login(page, 'admin');
  const open = page.getByRole('button', { name: '系统布局设置' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: '系统布局设置' });
  await expect(drawer.getByLabel('文字大小')).toBeVisible();
  expect(await seriousFindings(page, '.ant-drawer')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // After a dialog closes, focus is back on what opened it, not on the body.
  await expect(open).toBeFocused();
});

test('notice centre: no serious axe findings; it fits a 320 px window', async ({ page }) => {
  await skipPopups(page, ['latest', 'fee', 'activity', 'reminder']);
  await page.setViewportSize({ width: 320, height: 640 });
  await login(page, 'street');
  const centre = page.getByRole('dialog', { name: /^通知中心/ });
  await expect(centre.getByRole('region', { name: /^业务提醒/ })).toBeVisible();
  expect(await seriousFindings(page, '.ant-modal-wrap')).toEqual([]);
  const box = await centre.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await overflow(page)).toBe(0);
});

test('150 % text on 1280 px, and 375 / 320 px windows: no horizontal overflow', async ({ page }) => {
  test.slow();
  await skipPopups(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'admin');
  // The text scale is the user's own: chosen from the header, kept over a reload.
  await page.getByRole('button', { name: /^文字大小/ }).click();
  await page.getByRole('menuitem', { name: '150%' }).click();
  await expect(page.getByRole('button', { name: '文字大小: 150%' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '文字大小: 150%' })).toBeVisible();
  expect(await page.locator('main').evaluate((el) => getComputedStyle(el).fontSize)).toBe('21px');

  const paths = [
    '/dashboard',
    '/basicInformationManagement/specializedHospital/index',
    '/basicInformationManagement/specializedHospital/detail?modelType=add',
    '/system/user',
  ];
  const measured: string[] = [];
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await openPage(page, path);
      measured.push(`${width} ${path}: ${await overflow(page)}`);
    }
  }
  expect(measured).toEqual(measured.map((line) => line.replace(/-?\d+$/, '0')));
});
