import { expect, test, type Page } from '@playwright/test';
import { login } from './support/login';
import { openAreaPicker, pickAreaPath } from './support/module-walk';

/**
 * Area fields: names instead of codes in lists and look mode, a searchable, keyboard
 * usable area picker in filters and forms that stores the code, and filters that match the chosen
 * area and everything below it.
 */

/** A full page load bootstraps the workspace first, which takes a while on a busy machine. */
const LOAD = { timeout: 30_000 };

const listRequest = (page: Page) =>
  page.waitForRequest((r) => r.url().includes('/prod-api/biz/resource/elderlyInfo?'));

test.beforeEach(async ({ page }) => {
  // Signing in and a full page load each take several seconds on the shared 2-core machine.
  test.setTimeout(150_000);
  // The notice popups are about something else: mark them seen for this browser session.
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'eldercare.noticePopupsSeen',
      JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
    ),
  );
  await login(page, 'street');
});

test('list cells name the community, with the full path on hover', async ({ page }) => {
  await page.goto('/elderlyInfo/index');
  const table = page.locator('.ant-table-tbody');
  await expect(table.locator('.ant-table-row').first()).toBeVisible(LOAD);
  // The fifth data column (所属社区), whether or not the row checkboxes come first.
  const cells = table.locator('.ant-table-row td:nth-child(5 of :not(.ant-table-selection-column))');
  // Until the area tree (and the names' code) is in, a cell shows the stored code itself.
  const names = new Set(['秋浦街道', '秋浦社区', '杏花村社区']);
  await expect
    .poll(async () => {
      const texts = await cells.allInnerTexts();
      return texts.length > 0 && texts.every((text) => names.has(text.trim()));
    }, LOAD)
    .toBe(true);
  await cells.getByText('秋浦社区').first().hover();
  await expect(page.getByRole('tooltip')).toHaveText('贵池区 / 秋浦街道 / 秋浦社区');
});

test('the hukou filter is picked by keyboard search and sends the area code', async ({ page }) => {
  await page.goto('/elderlyInfo/index');
  await expect(page.locator('.ant-table-row').first()).toBeVisible(LOAD);
  const total = page.locator('.ant-pagination-total-text');
  const before = await total.innerText();
  const picker = page.getByLabel('户籍地');
  await picker.focus();
  await page.keyboard.type('杏花');
  await expect(page.getByText('贵池区 / 秋浦街道 / 杏花村社区')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-cascader').filter({ hasText: '杏花村社区' })).toHaveText(
    '贵池区 / 秋浦街道 / 杏花村社区',
  );
  const sent = listRequest(page);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  expect(new URL((await sent).url()).searchParams.get('hukouArea')).toBe('341702001002');
  await expect(total).not.toHaveText(before);

  // A street matches its communities too: more rows than the one community.
  const narrow = Number((await total.innerText()).replace(/\D/g, ''));
  await picker.click();
  await page.getByRole('menuitemcheckbox', { name: '贵池区' }).click();
  await page.getByRole('menuitemcheckbox', { name: '秋浦街道' }).click();
  await page.keyboard.press('Escape');
  const wider = listRequest(page);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  expect(new URL((await wider).url()).searchParams.get('hukouArea')).toBe('341702001');
  await expect.poll(async () => Number((await total.innerText()).replace(/\D/g, ''))).toBeGreaterThan(narrow);
});

test('the form picks a community from the tree, saves its code and shows its name in look mode', async ({
  page,
}) => {
  await page.goto('/elderlyInfo/details?modelType=add');
  await expect(page.getByLabel('姓名')).toBeVisible(LOAD);
  await page.getByLabel('姓名').fill('区域测试');
  await page.getByLabel('身份证号').fill('341702194806150023');
  await openAreaPicker(page.locator('.resource-detail-page:visible').first(), '所属社区');
  await pickAreaPath(page, ['贵池区', '秋浦街道', '杏花村社区']);
  await expect(page.locator('.ant-cascader').filter({ hasText: '杏花村社区' }).first()).toHaveText(
    '贵池区 / 秋浦街道 / 杏花村社区',
  );
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/prod-api/biz/resource/elderlyInfo') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /保\s*存/ }).click();
  const body = (await saved).request().postDataJSON() as Record<string, unknown>;
  expect(body.community).toBe('341702001002');
  const { data } = (await (await saved).json()) as { data: { id: number } };

  await page.goto(`/elderlyInfo/details/${data.id}?modelType=look`);
  // The add form stays open in its own (hidden) tab, with its own #community input.
  const name = page.locator('span[id$="_community"]:visible');
  await expect(name).toHaveText('杏花村社区', LOAD);
  await name.hover();
  await expect(page.getByRole('tooltip')).toHaveText('贵池区 / 秋浦街道 / 杏花村社区');
});
