import { test } from '@playwright/test';
import { login } from './support/login';
import { expect, skipPopups } from './support/shell';
import { LOAD, visible } from './support/module-walk';

/**
 * A dashboard figure opens the list behind it: a category's count opens the elderly list filtered
 * to that category, showing the same total, reached and opened from the keyboard.
 */
test('a category figure opens the elderly list filtered to it, from the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await skipPopups(page);
  await login(page, 'admin');
  const chart = page.getByRole('list', { name: '老年人类别' });
  const link = chart.getByRole('link').first();
  await expect(link).toBeVisible(LOAD);
  const figure = (await link.locator('.ek-barlist-value').innerText()).replace(/\D/g, '');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/elderlyInfo\/index\?categories=\w+$/);

  // Reached with Tab (from the element before it), the focus shows: an outline around the row.
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(link).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
  const list = visible(page, '.resource-list-page');
  await expect(list.locator('.ant-pagination-total-text')).toHaveText(new RegExp(`\\b${figure}\\b`), LOAD);
});
