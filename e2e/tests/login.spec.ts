import { expect, test } from '@playwright/test';

test('the login page loads with the default title 友康养老云', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('友康养老云');
  await expect(page.getByRole('heading', { name: '友康养老云' })).toBeVisible();
  await expect(page.getByLabel('用户名')).toBeVisible();
});

test('the server answers its health check on the same port', async ({ request }) => {
  const response = await request.get('/prod-api/health');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body).toMatchObject({
    code: 0,
    msg: 'ok',
    data: { db: expect.stringMatching(/^(pglite|postgres)$/) },
  });
});
