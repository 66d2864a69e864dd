import { test, type Page } from '@playwright/test';
import { apiCall, tokenOf } from './support/api-session';
import { login } from './support/login';
import { bell, expect, skipPopups } from './support/shell';

interface AgendaItem {
  agendaType: string;
  total: number;
  path: string;
}

async function agendaOf(page: Page): Promise<AgendaItem[]> {
  const answer = await apiCall<{ agendaTotalVoList: { list: AgendaItem[] } }>(
    page.request,
    await tokenOf(page),
    'GET',
    '/admin/msg/receive/',
    { params: { current: 1, size: 10, readState: '0' } },
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.agendaTotalVoList.list;
}

async function openAgendaItem(page: Page, title: string) {
  await bell(page).click();
  await page.getByRole('tab', { name: /^待办/ }).click();
  await page.getByRole('tabpanel', { name: /^待办/ }).getByRole('button', { name: title }).click();
}

const total = (page: Page) => page.locator('.ant-pagination-total-text');

/** The list's count as the pagination shows it, or the empty table when the item counts nothing. */
async function expectListed(page: Page, count: number) {
  if (count > 0) await expect(total(page)).toContainText(String(count));
  else await expect(page.locator('.ant-table-placeholder')).toBeVisible();
}

test('admin: each to-do item opens its module list, filtered to exactly the records it counts', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'admin');
  const agenda = await agendaOf(page);
  const contracts = agenda.find((a) => a.agendaType === 'contract_approval');
  const orders = agenda.find((a) => a.agendaType === 'work_order');
  expect(contracts && orders, 'the seed gives the admin both to-do items').toBeTruthy();

  await openAgendaItem(page, '待审批合同');
  await expect(page).toHaveURL(/\/contract\/index\?contractStatus=submitted$/);
  await expect(page.getByText('请先从列表中选择一条记录')).toHaveCount(0);
  const bar = page.getByRole('search');
  await expect(bar.getByText('审批中', { exact: true })).toBeVisible();
  await expectListed(page, contracts!.total);
  const statuses = page.locator('.ant-table-tbody tr.ant-table-row');
  const rows = await statuses.count();
  expect(rows).toBe(Math.min(contracts!.total, 10));
  for (let i = 0; i < rows; i += 1) await expect(statuses.nth(i)).toContainText('审批中');

  await openAgendaItem(page, '待处理工单');
  await expect(page).toHaveURL(/\/homeWorkOrder\/index\?status=pending$/);
  await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0);
  await expect(page.getByRole('search').getByText('待派单', { exact: true })).toBeVisible();
  await expectListed(page, orders!.total);
});

test('street staff: no to-do item leads to a page they may not open', async ({ page }) => {
  test.slow();
  await skipPopups(page);
  await login(page, 'street');
  const agenda = await agendaOf(page);
  await bell(page).click();
  await page.getByRole('tab', { name: /^待办/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^待办/ });
  await expect(panel.getByRole('button', { name: '待审批合同' })).toHaveCount(0);
  await expect(panel.getByRole('button')).toHaveCount(agenda.length);
  for (const item of agenda) {
    await page.goto(item.path);
    await expect(page).not.toHaveURL(/\/(401|404)$/);
  }
});
