import { test, type Page } from '@playwright/test';
import { apiCall, apiToken, tokenOf } from './support/api-session';
import { login } from './support/login';
import { idNumber, uniqueName, visible } from './support/module-walk';
import { expect, skipPopups, tabStrip } from './support/shell';

/** The generic module pages: drafts and tabs per user, read-only edit URLs, tab names, fresh data, the 操作 column on a phone. */

interface Page1 {
  records: { id: number; version: number; name?: string; title?: string }[];
}
async function firstRecord(page: Page, module: string, token?: string) {
  const answer = await apiCall<Page1>(
    page.request,
    token ?? (await tokenOf(page)),
    'GET',
    `/biz/resource/${module}`,
    {
      params: { current: 1, size: 1 },
    },
  );
  expect(answer.code, answer.msg).toBe(0);
  const record = answer.data.records[0];
  expect(record, `${module} has a record`).toBeDefined();
  return record!;
}

async function rename(page: Page, module: string, id: number, name: string) {
  const token = await apiToken(page.request, 'admin');
  const current = await apiCall<{ version: number }>(
    page.request,
    token,
    'GET',
    `/biz/resource/${module}/${id}`,
  );
  const saved = await apiCall(page.request, token, 'PUT', `/biz/resource/${module}/${id}`, {
    data: { version: current.data.version, name },
  });
  expect(saved.code, saved.msg).toBe(0);
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('eldercare:draft:')));

async function signOut(page: Page, userLabel: string) {
  await page.getByRole('button', { name: userLabel }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('drafts and tabs stay with their user; a restored ID number fills gender, birth date and age', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'street');
  await page.goto('/disabledInfo/details?modelType=add');
  const form = visible(page, '.resource-detail-page');
  await form.getByLabel('姓名').fill(uniqueName('草稿'));
  await form.getByLabel('身份证号').fill(idNumber(true));
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  // The same user comes back: the draft is offered and the derived fields follow the number.
  await page.reload();
  const again = visible(page, '.resource-detail-page');
  await expect(again.getByText(/已恢复 .* 自动保存的未提交内容/)).toBeVisible();
  await expect(again.getByLabel('出生日期')).toHaveValue('1948-06-15');
  await expect(again.getByLabel('年龄')).not.toHaveValue('');
  await expect(
    again.getByLabel('性别').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
  ).toContainText('男');

  // Signing out forgets the draft; the next user of the browser tab gets neither it nor the tabs.
  await signOut(page, '秋浦街道专干');
  expect(await draftKeys(page)).toEqual([]);
  await login(page, 'lishan');
  await expect(tabStrip(page).getByRole('link', { name: /残疾人/ })).toHaveCount(0);
  await page.goto('/disabledInfo/details?modelType=add');
  const fresh = visible(page, '.resource-detail-page');
  await expect(fresh.getByLabel('身份证号')).toHaveValue('');
  await expect(fresh.getByText(/自动保存的未提交内容/)).toHaveCount(0);
});

test('a user without the edit permission sees no 编辑 and an edit URL opens read-only', async ({ page }) => {
  await skipPopups(page);
  await login(page, 'association');
  const record = await firstRecord(page, 'vocationalSkillsAnnouncement');
  await page.goto(`/announcements/vocationalSkills/detail/${record.id}?modelType=look`);
  const detail = visible(page, '.resource-detail-page');
  await expect(detail.locator('form')).toBeVisible();
  await expect(detail.getByRole('button', { name: /^编\s?辑$/ })).toHaveCount(0);
  // Rich text is shown as text, not as its HTML source in a disabled text box.
  await expect(detail.locator('.resource-rich-text')).toBeVisible();
  await expect(detail.locator('.resource-rich-text')).not.toContainText('<p>');
  await page.goto(`/announcements/vocationalSkills/detail/${record.id}?modelType=edit`);
  const edit = visible(page, '.resource-detail-page');
  await expect(edit.getByLabel('公告标题')).toBeDisabled();
  await expect(edit.getByRole('button', { name: /^保\s?存$/ })).toHaveCount(0);
});

test('view and edit tabs of one record are named apart and follow a rename; 派单 shows names', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'admin');
  const record = await firstRecord(page, 'disabledInfo');
  await page.goto(`/disabledInfo/details/${record.id}?modelType=look`);
  await expect(tabStrip(page).getByRole('link', { name: `查看·${record.name}` })).toBeVisible();
  await visible(page, '.resource-detail-page')
    .getByRole('button', { name: /^编\s?辑$/ })
    .click();
  await expect(tabStrip(page).getByRole('link', { name: `编辑·${record.name}` })).toBeVisible();

  const renamed = uniqueName('改名');
  const edit = visible(page, '.resource-detail-page');
  await edit.getByLabel('姓名').fill(renamed);
  await edit.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(tabStrip(page).getByRole('link', { name: `编辑·${renamed}` })).toBeVisible();
  await tabStrip(page)
    .getByRole('link', { name: `查看·${record.name}` })
    .click();
  await expect(tabStrip(page).getByRole('link', { name: `查看·${renamed}` })).toBeVisible();
  await rename(page, 'disabledInfo', record.id, record.name!);

  // The dispatch page names elders, items, providers and staff as the server labels them.
  await page.goto('/serviceManager/sendOrders');
  const table = visible(page, '.ant-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(table.locator('td').filter({ hasText: /^#\d+$/ })).toHaveCount(0);
});

test('查询, 重置 and the tab’s refresh show another user’s change at once', async ({ page }) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'admin');
  const record = await firstRecord(page, 'disabledInfo');
  await page.goto('/disabledInfo/index');
  const list = visible(page, '.resource-list-page');
  await expect(list.getByRole('cell', { name: record.name, exact: true })).toBeVisible();

  for (const [step, act] of [
    ['查询', () => list.getByRole('button', { name: /查\s?询$/ }).click()],
    ['重置', () => list.getByRole('button', { name: /重\s?置$/ }).click()],
    [
      '刷新',
      async () => {
        await tabStrip(page).getByRole('link', { name: '残疾人信息' }).click({ button: 'right' });
        // The context menu's opening motion can keep Playwright's stability check waiting for minutes on a
        // loaded machine (seen in CI; by hand the item stands still): click it once it is visible.
        const refresh = page.getByRole('menuitem', { name: /刷新/ });
        await expect(refresh).toBeVisible();
        await refresh.click({ force: true });
      },
    ],
  ] as const) {
    const renamed = uniqueName(step);
    await rename(page, 'disabledInfo', record.id, renamed);
    await act();
    // Well within the 30 s a cached list would have been shown for.
    await expect(
      visible(page, '.resource-list-page').getByRole('cell', { name: renamed, exact: true }),
    ).toBeVisible({
      timeout: 5_000,
    });
  }
  await rename(page, 'disabledInfo', record.id, record.name!);
});

test('at 390 px the 操作 column shows its header and buttons whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipPopups(page);
  await login(page, 'admin');
  await page.goto('/memberDirectories/index');
  const list = visible(page, '.resource-list-page');
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const header = list.locator('thead th').filter({ hasText: '操作' });
  const firstLook = list
    .locator('tbody tr.ant-table-row')
    .first()
    .getByRole('button', { name: /^查\s?看$/ });
  // Nothing lies over the pinned column: the element hit at its text's centre is the text's own.
  for (const target of [header, firstLook]) {
    const covered = await target.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 6, box.top + box.height / 2);
      return !hit || !(el === hit || el.contains(hit));
    });
    expect(covered).toBe(false);
  }
  // The system name is cut with an ellipsis here: the full name is its tooltip.
  const systemName = page.locator('.ek-system-name');
  await expect(systemName).toHaveAttribute('title', (await systemName.textContent()) ?? '');
  await page.screenshot({ path: test.info().outputPath('member-directory-390.png') });
});
