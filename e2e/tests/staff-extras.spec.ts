import { signIn } from './support/api-session';
import { bell, expect, skipPopups } from './support/shell';
import { test } from '@playwright/test';

test('the bell shows each notice’s time and marks a whole tab read', async ({ page }) => {
  // Not admin: other specs open admin's unread messages after this one has read them all.
  await signIn(page, 'sysadmin');
  await skipPopups(page);
  await page.goto('/dashboard');
  await expect(bell(page)).toBeVisible();
  await bell(page).click();
  const popover = page.locator('.ant-popover:visible');
  const messages = popover.getByRole('tabpanel');
  await expect(messages.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).first()).toBeVisible();
  const unread = await messages.getByRole('listitem').count();
  expect(unread).toBeGreaterThan(0);
  await messages.getByRole('button', { name: '全部已读' }).click();
  await expect(messages.getByText('暂无通知')).toBeVisible();
  // Read on the server: a reload keeps the tab empty.
  await page.reload();
  await bell(page).click();
  await expect(
    page.locator('.ant-popover:visible').getByRole('tabpanel').getByText('暂无通知'),
  ).toBeVisible();
});
