import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { moreAction, tokenOf } from './support/api-session';
import { login } from './support/login';
import {
  apiGet,
  apiList,
  idNumber,
  LOAD,
  openAreaPicker,
  pickAreaPath,
  readSheet,
  uniqueName,
  visible,
  workbook,
} from './support/module-walk';

/**
 * A full walk of a business module through the generic pages, as a new member of staff
 * would do it: create, find, edit, a stale edit, the trail, delete, Excel out and in, and reveal.
 */

// Every step waits on a server round trip and a re-render; on the shared 2-core machine under
// parallel builds one of those can take well over the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const SAVE = /保\s*存/;
const QUERY = /查\s*询/;
const OK = /确\s*定/;

test.beforeEach(async ({ context, page }) => {
  // Signing in and full page loads each take several seconds on the shared 2-core machine.
  test.setTimeout(240_000);
  // The notice popups are about something else: mark them seen for every page of this context.
  await context.addInitScript(() =>
    sessionStorage.setItem(
      'eldercare.noticePopupsSeen',
      JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
    ),
  );
  await login(page, 'admin');
});

const created = (page: Page, module: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith(`/prod-api/biz/resource/${module}`) && r.request().method() === 'POST',
  );

async function pickCommunity(page: Page) {
  const form = visible(page, '.resource-detail-page');
  await openAreaPicker(form, '所属社区');
  await pickAreaPath(page, ['贵池区', '秋浦街道', '杏花村社区']);
}

/** Filters the list by name through the filter bar and waits for that query's answer. */
async function filterByName(page: Page, module: string, name: string) {
  const list = visible(page, '.resource-list-page');
  await list.getByRole('search').getByLabel('姓名').fill(name);
  const answered = page.waitForResponse(
    (r) =>
      r.url().includes(`/prod-api/biz/resource/${module}?`) &&
      new URL(r.url()).searchParams.get('name') === name,
  );
  await list.getByRole('button', { name: QUERY }).click();
  await answered;
  return list;
}

test('elderly info: create with checks, find, edit, stale edit, trail, reveal, delete', async ({
  page,
  context,
}) => {
  const name = uniqueName('走查');
  const id = idNumber(true);
  await page.goto('/elderlyInfo/details?modelType=add');
  const form = visible(page, '.resource-detail-page');
  await expect(form.getByLabel('姓名')).toBeVisible(LOAD);

  // Bad ID number and mobile: the SPEC §5 messages, and nothing is sent.
  const posts: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().includes('/biz/resource/') && posts.push(r.url()),
  );
  await form.getByLabel('姓名').fill(name);
  await form.getByLabel('身份证号').fill('3417021948');
  await form.getByLabel('手机').fill('12345');
  await pickCommunity(page);
  await form.getByRole('button', { name: SAVE }).click();
  await expect(form.getByText('请输入正确的证件号码！')).toBeVisible();
  await expect(form.getByText('手机号码格式有误，请重新输入！')).toBeVisible();
  await expect(page.getByText('请检查表单中标红的字段')).toBeVisible();
  expect(posts).toEqual([]);
  expect((await apiList(page, 'elderlyInfo', { name })).total).toBe(0);

  // A good number fills gender and birth date (SPEC §5 ID-card helper).
  await form.getByLabel('身份证号').fill(id);
  await expect(form.locator('[id$="_birthDate"]')).toHaveValue('1948-06-15');
  await expect(
    form.locator('.ant-form-item').filter({ hasText: '性别' }).locator('.ant-select'),
  ).toContainText('男');
  await form.getByLabel('手机').fill('13800138000');
  const save = created(page, 'elderlyInfo');
  await form.getByRole('button', { name: SAVE }).click();
  const answer = await save;
  const { data } = (await answer.json()) as { data: { id: number } };
  expect(data.id).toBeGreaterThan(0);
  await expect(page.getByText('新增成功')).toBeVisible();
  const stored = await apiGet(page, 'elderlyInfo', data.id);
  expect(stored.data).toMatchObject({ name, community: '341702001002' });

  // Found with the name filter; the ID number is masked until revealed (and the reveal is logged).
  await page.goto('/elderlyInfo/index');
  const list = await filterByName(page, 'elderlyInfo', name);
  const row = list.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(list.locator('.ant-table-row')).toHaveCount(1);
  const masked = await row.locator('td:not(.ant-table-selection-column)').nth(1).innerText();
  expect(masked).toContain('*');
  expect(masked).not.toContain(id);
  await moreAction(page, name, '查看完整信息');
  await expect(page.getByText('已显示完整信息（此操作已记录）')).toBeVisible();
  await expect(row.locator('td:not(.ant-table-selection-column)').nth(1)).toHaveText(id);

  // Stale edit: a colleague (second page) saves first; this page is refused and keeps its input.
  await page.goto(`/elderlyInfo/details/${data.id}?modelType=edit`);
  const mine = visible(page, '.resource-detail-page');
  await expect(mine.getByLabel('姓名')).toHaveValue(name, LOAD);
  // The add page is still open in a hidden tab: a label here must reach this page's own field.
  // (The add tab has the route's title; a record's tab is named after the record and its mode.)
  await expect(page.getByRole('link', { name: /老年人信息详情/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `编辑·${name}` })).toHaveCount(1);
  await mine.locator('label', { hasText: '备注' }).click();
  await expect(mine.locator('textarea:focus')).toHaveCount(1);
  const other = await context.newPage();
  await other.goto(`/elderlyInfo/details/${data.id}?modelType=edit`);
  const theirs = visible(other, '.resource-detail-page');
  await expect(theirs.getByLabel('姓名')).toHaveValue(name, LOAD);
  await theirs.getByLabel('居住地址').fill('秋浦路1号');
  await theirs.getByRole('button', { name: SAVE }).click();
  await expect(other.getByText('保存成功')).toBeVisible();
  await other.close();

  await mine.getByLabel('备注').fill('子女每周探望');
  await mine.getByRole('button', { name: SAVE }).click();
  const stale = page.getByRole('dialog').filter({ hasText: '记录已被他人修改' });
  await expect(stale).toBeVisible();
  await expect(stale).toContainText('您填写的内容仍保留在表单中');
  await stale.getByRole('button', { name: '重新加载并保留我的修改' }).click();
  await expect(stale).toBeHidden();
  // Both edits are on the form: the colleague's from the fresh record, mine put back on top.
  await expect(mine.getByLabel('居住地址')).toHaveValue('秋浦路1号');
  await expect(mine.getByLabel('备注')).toHaveValue('子女每周探望');
  await mine.getByRole('button', { name: SAVE }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect
    .poll(async () => (await apiGet(page, 'elderlyInfo', data.id)).data)
    .toMatchObject({ address: '秋浦路1号', remarks: '子女每周探望' });

  // The trail (newest first, ten rows a page) has both edits and the logged reveal up front, the
  // creation (a row per field) behind them.
  const trail = mine.getByTestId('audit-trail');
  const rows = trail.locator('.ant-table-row');
  await expect(rows.filter({ hasText: '居住地址' }).filter({ hasText: '秋浦路1号' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '备注' }).filter({ hasText: '子女每周探望' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '查看完整信息' }).filter({ hasText: '身份证号' })).toHaveCount(1);
  await trail.locator('.ant-pagination-item').last().click();
  await expect(rows.filter({ hasText: '新增' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: '居住地址' }).filter({ hasText: '秋浦路1号' })).toHaveCount(0);

  // Delete with confirmation: gone from the list and from the server.
  await page.goto('/elderlyInfo/index');
  const again = await filterByName(page, 'elderlyInfo', name);
  await expect(again.locator('.ant-table-row').filter({ hasText: name })).toHaveCount(1);
  await moreAction(page, name, '删除');
  const confirm = page.getByRole('dialog').filter({ hasText: name });
  await confirm.getByRole('button', { name: OK }).click();
  await expect(page.getByText('已删除')).toBeVisible();
  await expect(again.locator('.ant-table-row').filter({ hasText: name })).toHaveCount(0);
  expect((await apiGet(page, 'elderlyInfo', data.id)).code).not.toBe(0);
  expect((await apiList(page, 'elderlyInfo', { name })).total).toBe(0);
});

test('elderly info: export the filtered list, import with a bad row, then the valid rows', async ({
  page,
}) => {
  const family = uniqueName('导入');
  const names = [`${family}甲`, `${family}乙`, `${family}丙`] as const;
  await page.goto('/elderlyInfo/index');
  await expect(visible(page, '.resource-list-page').locator('.ant-table-row').first()).toBeVisible(LOAD);

  const list = visible(page, '.resource-list-page');
  await list.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '从 Excel 导入' });
  const file = await workbook(
    ['姓名', '身份证号', '所属社区', '手机'],
    [
      [names[0], idNumber(true), '341702001002', '13800138001'],
      [names[1], '12345', '341702001002', '13800138002'],
      [names[2], idNumber(false), '杏花村社区', '13800138003'],
    ],
  );
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'elderly.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  const report = dialog.getByTestId('import-report');
  await expect(report).toContainText('共 3 行，已导入 0 行，失败 1 行');
  await expect(report).toContainText('有错误的行时不会导入任何数据');
  const bad = report.locator('.ant-table-row').filter({ hasText: '请输入正确的证件号码！' });
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('身份证号');
  await expect(bad.locator('td').first()).toHaveText('3');
  expect((await apiList(page, 'elderlyInfo', { name: family })).total).toBe(0);

  await dialog.getByRole('button', { name: '导入其余 2 行有效数据' }).click();
  await expect(report).toContainText('已导入 2 行');
  const imported = await apiList(page, 'elderlyInfo', { name: family });
  expect(imported.records.map((r) => r.name).sort()).toEqual([names[0], names[2]].sort());
  await dialog.getByRole('button', { name: '关闭' }).first().click();

  // Export what the filter shows: exactly those two rows, under the visible column labels.
  await filterByName(page, 'elderlyInfo', family);
  await expect(list.locator('.ant-table-row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: '导出' }).click();
  const file2 = await download;
  expect(file2.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(readFileSync((await file2.path()) as string));
  expect(sheet.header).toEqual(expect.arrayContaining(['姓名', '身份证号', '性别', '所属社区']));
  expect(sheet.rows.map((r) => r['姓名']).sort()).toEqual([names[0], names[2]].sort());
  // Genders derived from the numbers on import, written as labels.
  expect(sheet.rows.find((r) => r['姓名'] === names[2])?.['性别']).toBe('女');
});

test('form errors follow a language switch and the typed input stays', async ({ page }) => {
  await page.goto('/elderlyInfo/details?modelType=add');
  const form = visible(page, '.resource-detail-page');
  await expect(form.getByLabel('姓名')).toBeVisible(LOAD);
  await form.getByLabel('手机').fill('12345');
  await form.getByRole('button', { name: SAVE }).click();
  await expect(form.getByText('姓名不能为空')).toBeVisible();
  await expect(form.getByText('手机号码格式有误，请重新输入！')).toBeVisible();

  await page.getByRole('button', { name: /语言/ }).click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Invalid mobile number, please re-enter.')).toBeVisible();
  await expect(form.getByText('姓名不能为空')).toHaveCount(0);
  await expect(form.getByText('手机号码格式有误，请重新输入！')).toHaveCount(0);
  await expect(form.getByLabel('Mobile')).toHaveValue('12345');
});

test('meal-order plan: a reference, enums, money and a date through the detail and list pages', async ({
  page,
}) => {
  const elder = uniqueName('助餐');
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const made = (await (
    await page.request.post('/prod-api/biz/resource/elderlyInfo', {
      headers,
      data: { name: elder, idCard: idNumber(false), community: '341702001002' },
    })
  ).json()) as { code: number; data: { id: number } };
  expect(made.code).toBe(0);

  await page.goto('/orderFoodPlan/details?modelType=add');
  const form = visible(page, '.resource-detail-page');
  await expect(form.getByLabel('老人姓名')).toBeVisible(LOAD);
  // Required fields left empty: each says so and nothing is sent.
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/biz/resource/orderFoodPlan')) posted = true;
  });
  await form.getByRole('button', { name: SAVE }).click();
  await expect(form.getByText('请选择老人姓名')).toBeVisible();
  await expect(form.getByText('餐费(元/餐)不能为空')).toBeVisible();
  expect(posted).toBe(false);

  // The reference is searched on the server by the elder's name.
  await form.getByLabel('老人姓名').fill(elder);
  await page.locator('.ant-select-dropdown:visible').getByTitle(elder, { exact: true }).click();
  await openAreaPicker(form, '所属区域');
  await pickAreaPath(page, ['贵池区', '秋浦街道', '杏花村社区']);
  await form.getByLabel('助餐点').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await form.getByLabel('开始日期').fill('2026-12-01');
  await form.getByLabel('开始日期').press('Enter');
  await form.getByLabel('餐次').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('午餐', { exact: true }).click();
  await form.getByLabel('餐次').press('Escape');
  await form.getByLabel('就餐方式').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('送餐上门', { exact: true }).click();
  await form.getByLabel('状态').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('执行中', { exact: true }).click();
  await form.getByLabel('餐费(元/餐)').fill('15.5');
  await form.getByLabel('自付(元/餐)').fill('10.5');

  const save = created(page, 'orderFoodPlan');
  await form.getByRole('button', { name: SAVE }).click();
  const answer = await save;
  const sent = answer.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    elderlyId: made.data.id,
    startDate: '2026-12-01',
    meals: ['lunch'],
    deliveryMode: 'delivery',
    status: 'active',
  });
  expect(Number(sent.unitPrice)).toBe(15.5);
  const { data } = (await answer.json()) as { data: { id: number } };
  await expect(page.getByText('新增成功')).toBeVisible();

  // Found by the reference filter, shown with labels, not codes.
  await page.goto('/orderFoodPlan/index');
  const list = visible(page, '.resource-list-page');
  await list.getByRole('search').getByLabel('老人姓名').fill(elder);
  await page.locator('.ant-select-dropdown:visible').getByTitle(elder, { exact: true }).click();
  await list.getByRole('button', { name: QUERY }).click();
  const row = list.locator('.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(elder);
  await expect(row).toContainText('送餐上门');
  await expect(row).toContainText('午餐');

  // Edit the money, then delete with confirmation.
  await page.goto(`/orderFoodPlan/details/${data.id}?modelType=edit`);
  const edit = visible(page, '.resource-detail-page');
  await expect(edit.getByLabel('餐费(元/餐)')).toHaveValue(/15\.5/, LOAD);
  await edit.getByLabel('餐费(元/餐)').fill('18');
  // A save reloads the record once (the write's own invalidation), not a second time on top.
  const recordPath = `/prod-api/biz/resource/orderFoodPlan/${data.id}`;
  const reloads: string[] = [];
  const countReload = (request: { method(): string; url(): string }) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === recordPath)
      reloads.push(request.url());
  };
  page.on('request', countReload);
  await edit.getByRole('button', { name: SAVE }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(edit.getByLabel('餐费(元/餐)')).toHaveValue(/18/);
  await page.waitForLoadState('networkidle');
  page.off('request', countReload);
  expect(reloads).toHaveLength(1);
  await expect
    .poll(async () => Number((await apiGet(page, 'orderFoodPlan', data.id)).data?.unitPrice))
    .toBe(18);

  await page.goto('/orderFoodPlan/index');
  const again = visible(page, '.resource-list-page');
  await again.getByRole('search').getByLabel('老人姓名').fill(elder);
  await page.locator('.ant-select-dropdown:visible').getByTitle(elder, { exact: true }).click();
  await again.getByRole('button', { name: QUERY }).click();
  await expect(again.locator('.ant-table-row')).toHaveCount(1);
  // Three row actions fit inline; the confirmation names the row by its elder, not an id.
  await again.locator('.ant-table-row').getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: elder });
  await confirm.getByRole('button', { name: OK }).click();
  await expect(page.getByText('已删除')).toBeVisible();
  await expect(again.locator('.ant-table-row')).toHaveCount(0);
  expect((await apiGet(page, 'orderFoodPlan', data.id)).code).not.toBe(0);
});

test('files picked together are all kept and saved with the record', async ({ page }) => {
  // A 1×1 PNG: real image bytes, as an image field accepts only images.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const name = uniqueName('照片');
  await page.goto('/elderlyInfo/details?modelType=add');
  const form = visible(page, '.resource-detail-page');
  await expect(form.getByLabel('姓名')).toBeVisible(LOAD);
  await form.getByLabel('姓名').fill(name);
  await form.getByLabel('身份证号').fill(idNumber(true));
  await pickCommunity(page);
  await form
    .locator('.ant-form-item')
    .filter({ hasText: '照片' })
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png },
      { name: 'side.png', mimeType: 'image/png', buffer: png },
    ]);
  await expect(form.getByText('front.png')).toBeVisible();
  await expect(form.getByText('side.png')).toBeVisible();
  // Each file goes to the file store as it is picked; the record keeps their ids.
  const photos = form.locator('.ant-form-item').filter({ hasText: '照片' });
  await expect(photos.locator('.ant-upload-list-item-done')).toHaveCount(2, LOAD);
  // The thumbnails come from the store with the session's token, and the page may show them (CSP).
  const thumbnails = photos.locator('.ant-upload-list-item-thumbnail img');
  await expect
    .poll(
      () =>
        thumbnails.evaluateAll(
          (images) => images.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length,
        ),
      LOAD,
    )
    .toBe(2);
  const save = created(page, 'elderlyInfo');
  await form.getByRole('button', { name: SAVE }).click();
  const { data } = (await (await save).json()) as { data: { id: number } };
  const stored = (await apiGet(page, 'elderlyInfo', data.id)).data?.photo as { id: string; name: string }[];
  expect(stored.map((f) => f.name)).toEqual(['front.png', 'side.png']);
  expect(stored.every((f) => /^[0-9a-f]{32}$/.test(f.id))).toBe(true);
});
