import { test, type Page } from '@playwright/test';
import { apiCall, apiToken, tokenOf } from './support/api-session';
import { login } from './support/login';
import { bell, bellTotal, expect, skipPopups, tabStrip } from './support/shell';

interface Listed {
  id: number;
  title: string;
}

/** The unread lists as the server has them for the signed-in browser (SPEC §7 popups and notices). */
async function unread(page: Page, path: string): Promise<Listed[]> {
  const answer = await apiCall<{ list: Listed[] }>(page.request, await tokenOf(page), 'GET', path, {
    params: { type: 2 },
  });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.list;
}
const ANNOUNCEMENTS = '/biz/site/announcement/user/pop/ups/list';
const FEES = '/biz/bizSiteDemandPaymentUser/pop/ups/list';
const ACTIVITIES = '/biz/site/activity/announcement/user/pop/ups/list';
const idsOf = (list: Listed[]) => list.map((item) => item.id);

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

/** The notices after sign-in come in one dialog, a section each. */
const noticeCentre = (page: Page) => page.getByRole('dialog', { name: /^通知中心/ });
const centreSection = (page: Page, title: string) =>
  noticeCentre(page).getByRole('region', { name: new RegExp(`^${title}`) });

async function openBellTab(page: Page, tab: string) {
  await bell(page).click();
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return page.getByRole('tabpanel', { name: new RegExp(`^${tab}`) });
}

test('association: one notice centre with the latest announcement, fee and activity, each marked read from its section', async ({
  page,
}) => {
  test.slow();
  // No notice is suppressed here: they are what this test reads.
  await login(page, 'association');
  const latest = await apiCall<{ hasFail: boolean; info: Listed }>(
    page.request,
    await tokenOf(page),
    'GET',
    '/biz/site/announcement/user/pop/ups',
  );
  expect(latest.data.hasFail).toBe(true);
  const fee = (await unread(page, FEES))[0];
  const activity = (await unread(page, ACTIVITIES))[0] as (Listed & { activity_id: number }) | undefined;
  expect(fee, 'the seed gives the association user an unpaid fee').toBeDefined();
  expect(activity, 'the seed publishes activities for the association’s area').toBeDefined();

  // One dialog holds all three (they came one after another, each blocking the page).
  await expect(centreSection(page, '活动通知')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);

  const latestSection = centreSection(page, '最新公告');
  await expect(latestSection).toContainText(latest.data.info.title);
  await latestSection.getByRole('button', { name: '我知道了' }).click();
  await expect(latestSection).toHaveCount(0);
  await expect.poll(async () => idsOf(await unread(page, ANNOUNCEMENTS))).not.toContain(latest.data.info.id);

  // SPEC §4: the fee notice read (closed) is marked read; the centre stays for the rest.
  const feeSection = centreSection(page, '缴费通知');
  await expect(feeSection).toContainText(fee!.title);
  await feeSection.getByRole('button', { name: '我知道了' }).click();
  await expect(feeSection).toHaveCount(0);
  await expect(noticeCentre(page)).toBeVisible();
  await expect.poll(async () => idsOf(await unread(page, FEES))).not.toContain(fee!.id);

  const activitySection = centreSection(page, '活动通知');
  await expect(activitySection).toContainText(activity!.title);
  await activitySection.getByRole('button', { name: '查看详情' }).click();
  // SPEC §2: the activity's detail, titled 查看活动, looked at (type=look) by the activity's id.
  await expect(page).toHaveURL(
    new RegExp(`/trainingActivityManagement/detail\\?.*id=${activity!.activity_id}(&|$)`),
  );
  expect(new URL(page.url()).searchParams.get('type')).toBe('look');
  await expect(tabStrip(page).getByRole('link', { name: '查看活动' })).toBeVisible();
  await expect.poll(async () => idsOf(await unread(page, ACTIVITIES))).not.toContain(activity!.id);
  // Nothing else pops up afterwards, nor after a reload in the same session.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(tabStrip(page).getByRole('link', { name: '查看活动' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the bell: an unread announcement, an activity and a message are opened and leave their unread lists', async ({
  page,
}) => {
  test.slow();
  // A new association announcement, so this test has one unread whatever ran before it.
  const admin = await apiToken(page.request, 'admin');
  const title = `e2e 协会通知 ${Date.now()}`;
  const created = await apiCall<{ id: number }>(page.request, admin, 'POST', '/biz/site/announcement', {
    data: { title, content: '<p>会员单位请阅读。</p>', anannouncement_type: 5 },
  });
  expect(created.code, created.msg).toBe(0);
  const published = await apiCall(page.request, admin, 'POST', '/biz/site/announcement/upNews', {
    params: { id: created.data.id },
  });
  expect(published.code, published.msg).toBe(0);

  await skipPopups(page);
  await login(page, 'association');

  // Announcement: opening it marks it read and shows it (SPEC §2 notice route for types above 3).
  let panel = await openBellTab(page, '公告');
  await panel.getByRole('button', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/announcements/association/detail/${created.data.id}\\?`));
  const query = new URL(page.url()).searchParams;
  expect([query.get('modelType'), query.get('noBack')]).toEqual(['look', 'true']);
  await expect(tabStrip(page).getByRole('link', { name: '查看公告' })).toBeVisible();
  await expect.poll(async () => idsOf(await unread(page, ANNOUNCEMENTS))).not.toContain(created.data.id);
  panel = await openBellTab(page, '公告');
  await expect(panel.getByRole('button', { name: title })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Activity notice from the bell: its detail opens and it is read.
  const activity = (await unread(page, ACTIVITIES))[0] as (Listed & { activity_id: number }) | undefined;
  expect(activity, 'an unread activity is left for the bell').toBeDefined();
  panel = await openBellTab(page, '活动通知');
  await panel.getByRole('button', { name: activity!.title }).click();
  await expect(page).toHaveURL(
    new RegExp(`/trainingActivityManagement/detail\\?.*id=${activity!.activity_id}(&|$)`),
  );
  // The activity itself opens, not 记录不存在 (the notice names a real activity).
  await expect(page.locator('main .resource-detail-page:visible form')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('记录不存在', { useInnerText: true });
  await expect.poll(async () => idsOf(await unread(page, ACTIVITIES))).not.toContain(activity!.id);

  // Message: confirming marks it read, the summary reloads and the bell's count drops by one.
  const summary = await apiCall<{ bizSysMsgReceiveIPage: { records: Listed[] } }>(
    page.request,
    await tokenOf(page),
    'GET',
    '/admin/msg/receive/',
    { params: { current: 1, size: 10, readState: '0' } },
  );
  const message = summary.data.bizSysMsgReceiveIPage.records[0];
  expect(message, 'the seed sends every demo user unread messages').toBeDefined();
  const before = await bellTotal(page);
  panel = await openBellTab(page, '消息');
  await panel.getByRole('button', { name: new RegExp(message!.title) }).click();
  const messageDialog = dialog(page, message!.title);
  await messageDialog.getByRole('button', { name: '标为已读' }).click();
  await expect(messageDialog).toHaveCount(0);
  await expect.poll(() => bellTotal(page)).toBe(before - 1);
  const after = await apiCall<{ bizSysMsgReceiveIPage: { records: Listed[] } }>(
    page.request,
    await tokenOf(page),
    'GET',
    '/admin/msg/receive/',
    { params: { current: 1, size: 10, readState: '0' } },
  );
  expect(idsOf(after.data.bizSysMsgReceiveIPage.records)).not.toContain(message!.id);
});

test('a business reminder’s 去处理 opens its page (remindViewIndex)', async ({ page }) => {
  test.slow();
  await skipPopups(page, ['reminder']);
  await login(page, 'street');
  const reminders = await apiCall<{ remindHandle: string; remindViewIndex: string }[]>(
    page.request,
    await tokenOf(page),
    'GET',
    '/biz/pengpu/remind/config/getNeedRemind',
  );
  const reminder = reminders.data[0];
  expect(reminder, 'the seed reminds street staff of the very-elderly survey').toBeDefined();
  const reminderSection = centreSection(page, '业务提醒');
  await expect(reminderSection).toContainText(reminder!.remindHandle);
  await reminderSection.getByRole('button', { name: '去处理' }).click();
  await expect(noticeCentre(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${reminder!.remindViewIndex}$`));
  // The page opens in a tab of its own: the user may see it.
  await expect(tabStrip(page).getByRole('link')).toHaveCount(2);
  await expect(page.getByText('抱歉，您没有权限访问该页面')).toHaveCount(0);
});

test('全部知道了 closes the centre at once, it stays closed this session, and focus goes to the page heading', async ({
  page,
}) => {
  test.slow();
  // Street staff get the business reminder only: the association's unread announcements stay for
  // the specs that read them (shell.spec, system-notice-targets).
  await skipPopups(page, ['reminder']);
  await login(page, 'street');
  await expect(centreSection(page, '业务提醒')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await noticeCentre(page).getByRole('button', { name: '全部知道了' }).click();
  await expect(noticeCentre(page)).toHaveCount(0);
  // Nothing had focus before the centre: the page's heading takes it, not the body.
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeFocused();
  // The reload does not even fetch the centre's code: every notice it has was shown this session.
  const centreCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/NoticeCentre-[^/]*\.js$/.test(request.url())) centreCode.push(request.url());
  });
  const reminderAsked = page.waitForResponse((response) => response.url().includes('/getNeedRemind'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeAttached();
  await reminderAsked;
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(centreCode).toEqual([]);
});
