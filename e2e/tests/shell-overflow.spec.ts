import { test, type Locator, type Page } from '@playwright/test';
import { login } from './support/login';
import { bell, expect, skipPopups, tabStrip } from './support/shell';

/** Thirteen module lists the admin may open, each becoming a tab. */
const PAGES = [
  '/elderlyInfo/index',
  '/callinInfo/index',
  '/consultantSite/index',
  '/consultant/index',
  '/consultRecord/index',
  '/recommendation/index',
  '/integralRecord/index',
  '/policyInformation/index',
  '/newsTrends/index',
  '/memberDirectories/index',
  '/trainingActivityManagement/index',
  '/registrationRecord/index',
  '/approvalManagement/index',
];

async function horizontallyInside(inner: Locator, outer: Locator) {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  expect(a && b, 'both are on screen').toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 1);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 1);
}

const activeTab = (page: Page) => tabStrip(page).locator('li.ek-tag-active');
const stripList = (page: Page) => tabStrip(page).locator('ul');

test('with 13 open tabs the active one is in view, arrows scroll the strip and a menu lists every tab', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await skipPopups(page);
  await login(page, 'admin');
  for (const path of PAGES) {
    await page.goto(path);
    await expect(activeTab(page).locator('a')).toHaveAttribute('href', path);
  }
  await expect(tabStrip(page).locator('li.ek-tag')).toHaveCount(PAGES.length + 1);
  await horizontallyInside(activeTab(page), stripList(page));

  await tabStrip(page).getByRole('button', { name: '全部标签' }).click();
  await page
    .getByRole('menuitem')
    .filter({ hasText: /老年人|Elderly/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/elderlyInfo\/index$/);
  // The address changes before the strip marks its tab active: measured in between, the locator
  // found the tab that was active and measured it after the strip had scrolled to the new one.
  await expect(activeTab(page).locator('a')).toHaveAttribute('href', '/elderlyInfo/index');
  await horizontallyInside(activeTab(page), stripList(page));

  const before = await stripList(page).evaluate((el) => el.scrollLeft);
  await tabStrip(page).getByRole('button', { name: '向后滚动标签' }).click();
  await expect.poll(() => stripList(page).evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
});

test('at 390 px the notice pop-over fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipPopups(page);
  await login(page, 'admin');
  await bell(page).click();
  const popover = page.locator('.ant-popover').filter({ has: page.getByRole('tab') });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('tab').first()).toBeVisible();
  const box = (await popover.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
