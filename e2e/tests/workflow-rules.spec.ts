import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken } from './support/api-session';
import { login } from './support/login';
import { LOAD, visible } from './support/module-walk';

/**
 * The workflow rules as staff meet them in the forms: a plan waiting for review opens read-only
 * for its author (and editable again once returned), the 派单 assignee picker offers the chosen
 * provider's staff only, and choosing the elder fills the record's area from the elderly record.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

type Row = Record<string, unknown> & { id: number; version: number };

test.beforeEach(async ({ context }) => {
  test.setTimeout(180_000);
  await context.addInitScript(() =>
    sessionStorage.setItem(
      'eldercare.noticePopupsSeen',
      JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
    ),
  );
});

const rows = async (page: Page, token: string, module: string, params: Record<string, string> = {}) => {
  const answer = await apiCall<{ records: Row[] }>(page.request, token, 'GET', `/biz/resource/${module}`, {
    params: { current: 1, size: 200, ...params },
  });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.records;
};

/** Picks a record in a searchable reference picker by typing its title. */
const pickReference = async (page: Page, form: Locator, label: string, title: string) => {
  const picker = form.getByLabel(label, { exact: true });
  await expect(picker).toBeEnabled(LOAD);
  await picker.click();
  await picker.fill(title);
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).first().click();
};

test('a plan waiting for review opens read-only for its author and is editable again once returned', async ({
  page,
}) => {
  const provider = await apiToken(page.request, 'provider');
  const street = await apiToken(page.request, 'street');
  // A plan both the provider (its author) and the street office (its reviewer) see.
  const streetSees = new Set((await rows(page, street, 'servicePlan')).map((r) => r.id));
  const template = (await rows(page, provider, 'servicePlan')).find((r) => streetSees.has(r.id));
  if (!template) throw new Error('the demo seed has plans the provider and the street office share');
  const created = await apiCall<{ id: number }>(page.request, provider, 'POST', '/biz/resource/servicePlan', {
    data: {
      elderlyId: template.elderlyId,
      area: template.area,
      providerId: template.providerId,
      planMonth: '2031-05',
      serviceItemIds: template.serviceItemIds,
      timesPerMonth: 4,
      remarks: '待审核时只读',
    },
  });
  expect(created.code, created.msg).toBe(0);
  const id = created.data.id;
  const path = `/biz/resource/servicePlan/${id}`;
  const fresh = await apiCall<Row>(page.request, provider, 'GET', path);
  const submitted = await apiCall<Row>(page.request, provider, 'POST', `${path}/step/submit`, {
    data: { version: fresh.data.version },
  });
  expect(submitted.code, submitted.msg).toBe(0);

  await login(page, 'provider');
  await page.goto(`/orderManagement/servicePlan/details?id=${id}&modelType=edit`);
  const form = visible(page, '.resource-detail-page');
  await expect(form.getByTestId('detail-review-lock')).toHaveText(
    '此记录正在等待审核，审核人退回或审批前只能查看，不能修改',
    LOAD,
  );
  await expect(form.getByRole('button', { name: /返\s*回/ })).toBeVisible();
  await expect(form.getByRole('button', { name: /保\s*存/ })).toHaveCount(0);
  await expect(form.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
  await expect(form.getByLabel('每月次数')).toBeDisabled();

  const returned = await apiCall<Row>(page.request, street, 'POST', `${path}/step/return`, {
    data: { version: submitted.data.version, comment: '请补充服务时间' },
  });
  expect(returned.code, returned.msg).toBe(0);
  await page.reload();
  const again = visible(page, '.resource-detail-page');
  await expect(again.getByRole('button', { name: /保\s*存/ })).toBeVisible(LOAD);
  await expect(again.getByTestId('detail-review-lock')).toHaveCount(0);
  await expect(again.getByLabel('每月次数')).toBeEnabled();
});

test('the 派单 assignee picker offers the chosen provider’s staff and drops an assignee of another provider', async ({
  page,
}) => {
  await login(page, 'admin');
  const admin = await apiToken(page.request, 'admin');
  const staff = await rows(page, admin, 'servicePersonal');
  const providers = await rows(page, admin, 'serviceProvider');
  const rosterOf = (providerId: number) =>
    staff.filter((s) => Number(s.providerId) === providerId).map((s) => String(s.name));
  // Providers picked by name: two with the same name could not be told apart in the picker.
  const named = (name: unknown) => providers.filter((p) => p.name === name).length === 1;
  const [first, second] = providers.filter((p) => rosterOf(p.id).length > 0 && named(p.name));
  if (!first || !second) throw new Error('the demo seed has two providers with staff');

  await page.goto('/serviceManager/details?modelType=add');
  const form = visible(page, '.resource-detail-page');
  const assignee = form.getByLabel('派单人员', { exact: true });
  const assigneeItem = form
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('派单人员', { exact: true }) });
  // Nobody to assign before the provider is chosen: the picker asks for it.
  await expect(assignee).toBeDisabled(LOAD);
  await expect(assigneeItem).toContainText('请选择派单服务商');

  await pickReference(page, form, '派单服务商', String(first.name));
  await expect(assignee).toBeEnabled();
  await assignee.click();
  // The staff picker's own dropdown (the provider's may still be closing).
  const listId = `${await assignee.getAttribute('id')}_list`;
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  const offered = dropdown.locator('.ant-select-item-option');
  await expect
    .poll(async () => (await offered.allInnerTexts()).map((t) => t.trim()).sort())
    .toEqual(rosterOf(first.id).slice(0, 50).sort());
  const member = rosterOf(first.id)[0] ?? '';
  await dropdown.getByTitle(member, { exact: true }).first().click();
  await expect(assigneeItem).toContainText(member);

  // Another provider: the first one's staff member is no longer a valid assignee.
  await pickReference(page, form, '派单服务商', String(second.name));
  await expect(assigneeItem).not.toContainText(member);
  await assignee.click();
  await expect
    .poll(async () => (await offered.allInnerTexts()).map((t) => t.trim()).sort())
    .toEqual(rosterOf(second.id).slice(0, 50).sort());
});

test('choosing the elder of a service request fills its area from the elderly record', async ({ page }) => {
  await login(page, 'admin');
  const admin = await apiToken(page.request, 'admin');
  const elders = await rows(page, admin, 'elderlyInfo');
  const names = elders.map((e) => String(e.name));
  const elder = elders.find(
    (e) => e.community === '341702001002' && names.filter((n) => n === e.name).length === 1,
  );
  if (!elder) throw new Error('the demo seed has an elder of 杏花村社区 with a name of their own');

  await page.goto('/serviceManager/details?modelType=add');
  const form = visible(page, '.resource-detail-page');
  const areaItem = form
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('所属区域', { exact: true }) });
  await expect(areaItem.locator('.ant-cascader')).toBeVisible(LOAD);
  await expect(areaItem.locator('.ant-cascader')).not.toContainText('杏花村社区');
  await pickReference(page, form, '老人姓名', String(elder.name));
  await expect(areaItem.locator('.ant-cascader')).toHaveText('贵池区 / 秋浦街道 / 杏花村社区');
});
