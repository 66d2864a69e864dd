import { test, type Page } from '@playwright/test';
import { apiCall, signIn, tokenOf } from './support/api-session';
import { LOAD, apiList, idNumber, readSheet, uniqueName } from './support/module-walk';
import { expect, skipPopups } from './support/shell';

const LIST = '/elderlyInfo/index';
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const bar = (page: Page) => page.getByRole('region', { name: '已选记录' });

async function createPeople(page: Page, family: string, count: number): Promise<string[]> {
  const token = await tokenOf(page);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = uniqueName(family);
    const created = await apiCall(page.request, token, 'POST', '/biz/resource/elderlyInfo', {
      data: { name, idCard: idNumber(i % 2 === 0), community: '341702001002' },
    });
    expect(created.code, created.msg).toBe(0);
    names.push(name);
  }
  return names;
}

test('chosen rows: exported alone, then deleted together after a confirmation naming them', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await signIn(page, 'admin');
  await page.goto(LIST);
  const family = uniqueName('勾');
  const [first, second, third] = await createPeople(page, family, 3);

  const filters = page.getByRole('search');
  await filters.getByLabel('姓名').fill(family);
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  await expect(rows(page)).toHaveCount(3, LOAD);

  await page.getByRole('checkbox', { name: `选择 ${first}` }).check();
  await page.getByRole('checkbox', { name: `选择 ${third}` }).check();
  await expect(bar(page)).toContainText('已选择 2 项');

  const download = page.waitForEvent('download');
  await bar(page)
    .getByRole('button', { name: /导出所选/ })
    .click();
  const sheet = await readSheet(await (await download).createReadStream().then(streamToBuffer));
  expect(sheet.rows.map((row) => row['姓名']).sort()).toEqual([first, third].sort());

  await bar(page)
    .getByRole('button', { name: /删除所选/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定删除所选的 2 条记录吗？');
  await expect(dialog).toContainText(first ?? '');
  await dialog.getByRole('button', { name: /删除所选/ }).click();
  await expect(page.getByText('已删除 2 条记录')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(second ?? '');
  await expect(bar(page)).toHaveCount(0);
  expect((await apiList(page, 'elderlyInfo', { name: family })).records.map((r) => r.name)).toEqual([second]);
});

test('chosen rows: a reader may export the chosen rows but is offered no bulk delete', async ({ page }) => {
  await skipPopups(page);
  // sysadmin reads the business modules (list, query, export) and writes none of them.
  await signIn(page, 'sysadmin');
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible(LOAD);
  await page
    .getByRole('checkbox', { name: /^选择 / })
    .first()
    .check();
  await expect(bar(page).getByRole('button', { name: /导出所选/ })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: /删除所选/ })).toHaveCount(0);
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
