import { test, type Page } from '@playwright/test';
import { signIn } from './support/api-session';
import { expect, skipPopups } from './support/shell';

const LIST = '/elderlyInfo/index';
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
/** The next list request of the module with these sort parameters. */
const listRequest = (page: Page, sort: Record<string, string>) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname.endsWith('/biz/resource/elderlyInfo') &&
      Object.entries(sort).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });

test('list tools: sort by name on the server, hide a column and pick a density, kept after a reload', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await signIn(page, 'admin');
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible();

  // The module's declared order is by name, ascending: a click on 姓名 turns it round.
  await expect(header(page, '姓名')).toHaveAttribute('aria-sort', 'ascending');
  const turned = listRequest(page, { sortField: 'name', sortOrder: 'desc' });
  await header(page, '姓名').click();
  await turned;
  await expect(header(page, '姓名')).toHaveAttribute('aria-sort', 'descending');
  const kept = listRequest(page, { sortField: 'name', sortOrder: 'desc' });
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await kept;
  const byAge = listRequest(page, { sortField: 'age', sortOrder: 'asc' });
  await header(page, '年龄').click();
  await byAge;
  const reset = listRequest(page, { sortField: 'name', sortOrder: 'asc' });
  await page.getByRole('button', { name: /重\s*置/ }).click();
  await reset;
  await expect(header(page, '姓名')).toHaveAttribute('aria-sort', 'ascending');

  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByRole('group', { name: '列设置' }).getByRole('checkbox', { name: '身份证号' }).click();
  await expect(header(page, '身份证号')).toHaveCount(0);
  await page.getByRole('button', { name: '行密度' }).click();
  await page.getByRole('menuitem', { name: '紧凑' }).click();
  await expect(page.locator('.ant-table-small')).toBeVisible();

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(header(page, '身份证号')).toHaveCount(0);
  await expect(page.locator('.ant-table-small')).toBeVisible();
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByRole('button', { name: '显示全部列' }).click();
  await expect(header(page, '身份证号')).toBeVisible();
});

for (const language of ['zh-CN', 'es'] as const) {
  for (const width of [1440, 390]) {
    test(`list toolbar at ${width} px in ${language}: no label cut`, async ({ page, context }) => {
      const url = test.info().project.use.baseURL ?? '';
      await context.addCookies([{ name: 'language', value: language, url }]);
      await page.setViewportSize({ width, height: 900 });
      await skipPopups(page);
      await signIn(page, 'admin');
      await page.goto(LIST);
      await expect(rows(page).first()).toBeVisible();
      const toolbar = page.getByRole('search');
      await toolbar.screenshot({ path: test.info().outputPath(`list-toolbar-${language}-${width}.png`) });
      const cut = await toolbar
        .locator('button')
        .evaluateAll((buttons: HTMLElement[]) =>
          buttons
            .filter((b) => b.offsetParent !== null && b.scrollWidth > b.clientWidth + 1)
            .map((b) => b.textContent),
        );
      expect(cut).toEqual([]);
    });
  }
}
