import { expect as baseExpect, test } from '@playwright/test';
import { login } from './support/login';
import { apiGet, apiList, LOAD, visible } from './support/module-walk';

/**
 * A walk of a workflow module (service requests, 服务管理): list → a pending request's detail →
 * edit its description and cancel it with an opinion (the edit travels with the step) → the new
 * state in the workflow bar and in the list.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context, page }) => {
  test.setTimeout(240_000);
  await context.addInitScript(() =>
    sessionStorage.setItem(
      'eldercare.noticePopupsSeen',
      JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
    ),
  );
  await login(page, 'admin');
});

test('a service request is cancelled from its detail page and the list shows it', async ({ page }) => {
  const [pending] = (await apiList(page, 'serviceManager', { status: 'pending' })).records as {
    id: number;
    demandNo: string;
    version: number;
  }[];
  if (!pending) throw new Error('the demo seed has pending service requests');

  await page.goto('/serviceManager/index');
  const list = visible(page, '.resource-list-page');
  await list.getByRole('search').getByLabel('需求编号').fill(pending.demandNo);
  await list.getByRole('button', { name: /查\s*询/ }).click();
  const row = list.locator(`tr[data-row-key="${pending.id}"]`);
  await expect(row).toBeVisible(LOAD);
  const before = await row.innerText();
  await row.getByRole('button', { name: /编\s*辑/ }).click();

  const form = visible(page, '.resource-detail-page');
  const bar = form.getByTestId('workflow-bar');
  await expect(bar.locator('[data-step="cancel"]')).toBeVisible(LOAD);
  await form.getByLabel('需求描述').fill('家属已另行安排（随取消一并保存）');
  await bar.locator('[data-step="cancel"]').click();
  const dialog = page.getByTestId('workflow-step-dialog');
  await dialog.getByLabel('意见').fill('老人已入院');
  const stepped = page.waitForResponse((r) => r.url().includes(`/serviceManager/${pending.id}/step/cancel`));
  await dialog.getByRole('button', { name: '取消需求' }).click();
  expect((await stepped).ok()).toBe(true);
  await expect(bar.locator('[data-step="cancel"]')).toHaveCount(0);

  const stored = (await apiGet(page, 'serviceManager', pending.id)).data ?? {};
  expect(stored.status).toBe('cancelled');
  expect(stored.description).toBe('家属已另行安排（随取消一并保存）');
  expect(stored.version).toBe(pending.version + 1);

  await form.getByRole('button', { name: /返\s*回/ }).click();
  const after = visible(page, '.resource-list-page').locator(`tr[data-row-key="${pending.id}"]`);
  await expect(after).toBeVisible(LOAD);
  await expect.poll(() => after.innerText()).not.toBe(before);
});
