import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { tokenOf } from './support/api-session';
import { LOAD, readSheet, uniqueName, visible, workbook } from './support/module-walk';
import { freePort, startOwnServer, type OwnServer } from './support/own-server';

/**
 * A module declared in ONE file (e2e/fixtures/extra-module.mjs) appears end to
 * end. The server loads it from ELDERCARE_EXTRA_MODULES (table, menu entry, buttons, grants at
 * start); the back-office, built without it, reads its declaration from the server and renders the
 * generic list and detail pages. Its own server and data directory, so the shared suite server
 * and the built back-office stay as they are.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const expect = baseExpect.configure({ timeout: 20_000 });
const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/extra-module.mjs');
const dataDir = mkdtempSync(path.join(tmpdir(), 'eldercare-e2e-extra-'));
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startOwnServer({
    port: await freePort(),
    dataDir,
    // Its own PGlite database in dataDir, never the suite's PostgreSQL.
    env: { ELDERCARE_CAPTCHA: 'off', ELDERCARE_EXTRA_MODULES: fixture, DATABASE_URL: '' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page) {
  await page
    .context()
    .addInitScript(() =>
      sessionStorage.setItem(
        'eldercare.noticePopupsSeen',
        JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
      ),
    );
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@123456');
  await page.getByLabel('验证码').fill('0000');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
}

async function listOf(page: Page, name: string) {
  const response = await page.request.get(`${server.baseURL}/prod-api/biz/resource/e2eGadget`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    params: { name },
  });
  return ((await response.json()) as { data: { total: number; records: Record<string, unknown>[] } }).data;
}

test('a module declared in one file: menu, list, add, detail, Excel out and back in', async ({ page }) => {
  await signIn(page);
  const name = uniqueName('器材');

  // The menu entry, provisioned from the declaration, opens the list page.
  const menu = page.getByRole('complementary', { name: '菜单' });
  await menu.getByText('人员信息', { exact: true }).click();
  await menu.getByText('测试器材', { exact: true }).click();
  await expect(page).toHaveURL(/\/e2eGadget\/index$/);
  const list = visible(page, '.resource-list-page');
  await expect(list.getByText('器材编号').first()).toBeVisible(LOAD);

  // Add through the detail page.
  await list.getByRole('button', { name: /新\s*增/ }).click();
  await expect(page).toHaveURL(/\/e2eGadget\/details\?.*modelType=add/);
  const form = visible(page, '.resource-detail-page');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.getByText('器材名称不能为空')).toBeVisible();
  await form.getByLabel('器材名称').fill(name);
  await form.getByLabel('器材编号').fill('G-1');
  await form.getByLabel('数量').fill('3');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect.poll(async () => (await listOf(page, name)).total).toBe(1);

  // Found in the list, opened in its detail page.
  await page.goto(`${server.baseURL}/e2eGadget/index`);
  const again = visible(page, '.resource-list-page');
  await again.getByRole('search').getByLabel('器材名称').fill(name);
  await again.getByRole('button', { name: /查\s*询/ }).click();
  const row = again.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('G-1');
  // Three row actions fit inline (no 更多 menu).
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/e2eGadget\/details\/\d+\?.*modelType=look/);
  const look = visible(page, '.resource-detail-page');
  await expect(look.getByLabel('器材名称')).toHaveValue(name, LOAD);
  await expect(look.getByLabel('器材编号')).toHaveValue('G-1');
  await page.screenshot({ path: 'reports/extra-module-detail.png' });

  // Excel out: the filtered row under the declared labels.
  await page.goto(`${server.baseURL}/e2eGadget/index`);
  const listed = visible(page, '.resource-list-page');
  await listed.getByRole('search').getByLabel('器材名称').fill(name);
  await listed.getByRole('button', { name: /查\s*询/ }).click();
  await expect(listed.locator('.ant-table-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await listed.getByRole('button', { name: '导出' }).click();
  const sheet = await readSheet(readFileSync((await (await download).path()) as string));
  expect(sheet.header).toEqual(expect.arrayContaining(['器材名称', '器材编号', '数量']));
  expect(sheet.rows.map((r) => r['器材名称'])).toEqual([name]);

  // Excel in: a workbook laid out like the export adds a record.
  const second = `${name}乙`;
  await listed.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '从 Excel 导入' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'gadgets.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await workbook(['器材名称', '器材编号', '数量'], [[second, 'G-2', '5']]),
  });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-report')).toContainText('已导入 1 行');
  const imported = await listOf(page, second);
  expect(imported.records).toEqual([expect.objectContaining({ name: second, code: 'G-2', count: 5 })]);
});
