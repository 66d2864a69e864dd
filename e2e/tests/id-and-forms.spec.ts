import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiCall, tokenOf } from './support/api-session';
import { login } from './support/login';
import { idNumber, LOAD, openAreaPicker, pickAreaPath, uniqueName, visible } from './support/module-walk';
import { skipPopups, tabStrip } from './support/shell';

/**
 * ID numbers and the everyday form annoyances: numbers no card carries and under-age elderly are
 * refused in the form; the birth date and age follow the number; pasted spaces are dropped; a
 * double-clicked 保存 saves once; look mode shows no prompts; the add tab says 新增; a reversed age
 * range is searched in order.
 */

// Every step waits on a server round trip and a re-render on a shared 2-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const SAVE = /保\s*存/;
const QUERY = /查\s*询/;
const INVALID = '请输入正确的证件号码！';

/** Numbers with a correct check character unless said otherwise (GB 11643). */
const ID = {
  wrongCheck: '341702195001010011', // the right character is X
  month13: '341702194813150021',
  feb30: '341702194502300010',
  future: '341702209901010028',
  born1950: '34170219500101001X',
  born1990: '341702199001010018',
};

test.beforeEach(async ({ page }) => {
  test.setTimeout(240_000);
  await skipPopups(page);
  await login(page, 'admin');
});

const posts = (page: Page) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/biz/resource/elderlyInfo'))
      sent.push(r.postDataJSON() as Record<string, unknown>);
  });
  return sent;
};

async function openAddForm(page: Page) {
  await page.goto('/elderlyInfo/details?modelType=add');
  const form = visible(page, '.resource-detail-page');
  await expect(form.getByLabel('姓名')).toBeVisible(LOAD);
  return form;
}

test('the form refuses ID numbers no card carries and under-60s; birth date and age follow the number', async ({
  page,
}) => {
  const sent = posts(page);
  const form = await openAddForm(page);
  await form.getByLabel('姓名').fill(uniqueName('证号'));
  await openAreaPicker(form, '所属社区');
  await pickAreaPath(page, ['贵池区', '秋浦街道', '杏花村社区']);
  const idInput = form.getByLabel('身份证号');
  const idError = form
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('身份证号', { exact: true }) })
    .locator('.ant-form-item-explain');
  const birth = form.locator('[id$="_birthDate"]');
  const age = form.locator('[id$="_age"]');

  await idInput.fill(idNumber(true));
  await expect(birth).toHaveValue('1948-06-15');
  await idInput.fill(ID.born1950);
  await expect(birth).toHaveValue('1950-01-01');
  await expect(age).not.toHaveValue('');

  for (const bad of [ID.wrongCheck, ID.month13, ID.feb30, ID.future]) {
    await idInput.fill(bad);
    // The previous number's birth date and age do not stay behind.
    await expect(birth).toHaveValue('');
    await expect(age).toHaveValue('');
    await form.getByRole('button', { name: SAVE }).click();
    await expect(idError).toHaveText(INVALID);
  }

  await idInput.fill(ID.born1990);
  await expect(birth).toHaveValue('1990-01-01');
  await form.getByRole('button', { name: SAVE }).click();
  await expect(idError).toHaveText('身份证号对应的年龄须满60周岁');
  expect(sent).toEqual([]);
});

test('pasted spaces are dropped and a double-clicked 保存 saves once', async ({ page }) => {
  const sent = posts(page);
  const form = await openAddForm(page);
  const name = uniqueName('空格');
  const id = idNumber(false);
  await form.getByLabel('姓名').fill(name);
  await form.getByLabel('身份证号').fill(` ${id.replace(/(\d{4})(?=.)/g, '$1 ')} `);
  await form.getByLabel('手机').fill(' 138 0013 8000 ');
  await expect(form.getByLabel('身份证号')).toHaveValue(id);
  await expect(form.getByLabel('手机')).toHaveValue('13800138000');
  await openAreaPicker(form, '所属社区');
  await pickAreaPath(page, ['贵池区', '秋浦街道', '杏花村社区']);

  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/biz/resource/elderlyInfo') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: SAVE }).dblclick();
  await answered;
  await expect(page.getByText('新增成功')).toBeVisible();
  // Give a second request every chance to be sent and answered.
  await page.waitForTimeout(2_000);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ idCard: id, mobile: '13800138000' });
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
  await expect(page.getByText(/已被.*使用/)).toHaveCount(0);
});

test('look mode shows no 请选择 / 请输入 prompts in empty fields', async ({ page }) => {
  await page.goto('/elderlyInfo/index');
  const token = await tokenOf(page);
  const created = await apiCall<{ id: number }>(page.request, token, 'POST', '/biz/resource/elderlyInfo', {
    data: { name: uniqueName('空值'), idCard: idNumber(true), community: '341702001002' },
  });
  expect(created.code, created.msg).toBe(0);
  await page.goto(`/elderlyInfo/details/${created.data.id}?modelType=look`);
  const form = visible(page, '.resource-detail-page');
  await expect(form.getByLabel('姓名')).toBeVisible(LOAD);
  await expect(form.getByLabel('姓名')).not.toHaveValue('');
  // Every section is in (the lower ones are added just after the first paint).
  await expect(form.locator('form')).not.toHaveAttribute('aria-busy', 'true');
  await expect(form.locator('.ant-select-selection-placeholder:visible')).toHaveCount(0);
  const prompts = await form
    .locator('input:visible, textarea:visible')
    .evaluateAll((inputs) =>
      inputs.map((i) => (i as HTMLInputElement).placeholder).filter((p) => /请(选择|输入)/.test(p)),
    );
  expect(prompts).toEqual([]);
});

test('the add tab is titled 新增·<module>, not 详情', async ({ page }) => {
  await openAddForm(page);
  const tabs = tabStrip(page);
  await expect(tabs.getByText('新增·老年人信息')).toBeVisible();
  await expect(tabs.getByText('详情', { exact: true })).toHaveCount(0);
});

test('a reversed age range is searched in order and shown swapped', async ({ page }) => {
  await page.goto('/elderlyInfo/index');
  const list = visible(page, '.resource-list-page');
  await expect(list.getByRole('search').getByLabel('年龄')).toBeVisible(LOAD);
  await list.getByRole('search').getByLabel('年龄').fill('90');
  await list.getByRole('search').getByLabel('结束').fill('60');
  const answer = page.waitForResponse(
    (r) => r.url().includes('/biz/resource/elderlyInfo?') && new URL(r.url()).searchParams.has('ageStart'),
  );
  await list.getByRole('button', { name: QUERY }).click();
  const params = new URL((await answer).url()).searchParams;
  expect([params.get('ageStart'), params.get('ageEnd')]).toEqual(['60', '90']);
  const body = (await (await answer).json()) as { data: { total: number } };
  expect(body.data.total).toBeGreaterThan(0);
  await expect(list.getByRole('search').getByLabel('年龄')).toHaveValue('60');
  await expect(list.getByRole('search').getByLabel('结束')).toHaveValue('90');
});
