import { test, type Page } from '@playwright/test';
import { signIn } from './support/api-session';
import { LOAD } from './support/module-walk';
import { expect, skipPopups } from './support/shell';

/** Elements among `selector` whose text overflows their box (cut, with or without an ellipsis). */
const cut = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements: HTMLElement[]) =>
      elements
        .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.textContent?.trim()),
    );

/** Menu rows shorter than their label: a wrapped label in a row kept at one line's height is cut. */
const clippedRows = (page: Page) =>
  page
    .locator('.ek-sidebar .ant-menu-item, .ek-sidebar .ant-menu-submenu-title')
    .evaluateAll((rows: HTMLElement[]) =>
      rows
        .filter((row) => row.offsetParent !== null)
        .filter((row) => {
          const label = row.querySelector('.ant-menu-title-content');
          return label !== null && label.getBoundingClientRect().height > row.clientHeight + 1;
        })
        .map((row) => row.textContent?.trim()),
    );

/**
 * Header buttons squeezed narrower than their natural size (icon buttons are square): a long
 * breadcrumb once shrank them to 16 px, their icons drawn against each other.
 */
const squeezedTools = (page: Page) =>
  page.locator('.ek-header button').evaluateAll((buttons: HTMLElement[]) =>
    buttons
      .filter((b) => b.offsetParent !== null)
      .filter((b) => {
        const box = b.getBoundingClientRect();
        return box.width < box.height - 1;
      })
      .map((b) => b.getAttribute('aria-label') ?? b.textContent),
  );

/** The add form, then the list: nothing squeezed or cut on either. */
async function checkFormAndList(page: Page, shot: string) {
  await page.goto('/elderlyInfo/details?modelType=add');
  const form = page.locator('.resource-detail-page form');
  await expect(form).toBeVisible(LOAD);
  await expect(form).not.toHaveAttribute('aria-busy', 'true');

  expect(await squeezedTools(page)).toEqual([]);
  expect(await cut(page, '.ek-sidebar .ant-menu-title-content')).toEqual([]);
  expect(await clippedRows(page)).toEqual([]);
  expect(await cut(page, '.resource-detail-page .ant-form-item-label > label')).toEqual([]);
  expect(await cut(page, '.resource-detail-page [class*="placeholder"]')).toEqual([]);

  await page.goto('/elderlyInfo/index');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible(LOAD);
  expect(await squeezedTools(page)).toEqual([]);
  expect(await cut(page, '[role="search"] .ant-form-item-label > label')).toEqual([]);
  expect(await cut(page, '[role="search"] [class*="placeholder"]')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(shot) });
}

for (const language of ['es', 'en'] as const) {
  for (const width of [1440, 960]) {
    test(`long labels in ${language} at ${width} px: menu, header, filter and form labels are whole`, async ({
      page,
      context,
    }) => {
      test.slow();
      const url = test.info().project.use.baseURL ?? '';
      await context.addCookies([{ name: 'language', value: language, url }]);
      await page.setViewportSize({ width, height: 900 });
      await skipPopups(page);
      await signIn(page, 'admin');
      await checkFormAndList(page, `list-${language}-${width}.png`);
    });
  }
}

test('150 % text at 1280 px: menu, header, filter and form labels are whole', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await skipPopups(page);
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^文字大小/ }).click();
  await page.getByRole('menuitem', { name: '150%' }).click();
  await expect(page.getByRole('button', { name: '文字大小: 150%' })).toBeVisible();
  await checkFormAndList(page, 'list-zh-CN-150.png');
});
