// Named to run after shell.spec.ts (files run in name order, one worker): closing the association
// notice centre's announcement here marks it read, and shell.spec.ts expects to see it unread.
import { test, type Page } from '@playwright/test';
import { apiCall, apiToken, tokenOf } from './support/api-session';
import { login } from './support/login';
import { bell, expect, skipPopups, tabStrip } from './support/shell';

/** What a notice opens, and what the bell and the notice centre say about unread ones. */

interface Listed {
  id: number;
  title: string;
}
const ANNOUNCEMENTS = '/biz/site/announcement/user/pop/ups/list';

async function unread<T = Listed>(page: Page, path: string): Promise<T[]> {
  const answer = await apiCall<{ list: T[] }>(page.request, await tokenOf(page), 'GET', path, {
    params: { type: 2 },
  });
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.list;
}

async function openBellTab(page: Page, tab: string) {
  await bell(page).click();
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return page.getByRole('tabpanel', { name: new RegExp(`^${tab}`) });
}

/** The workspace; kept-alive hidden tabs stay in the DOM, so texts are read as shown (innerText). */
const workspace = (page: Page) => page.locator('main');

async function publish(page: Page, title: string, type: number, content: string) {
  const admin = await apiToken(page.request, 'admin');
  const created = await apiCall<{ id: number }>(page.request, admin, 'POST', '/biz/site/announcement', {
    data: { title, content, anannouncement_type: type },
  });
  expect(created.code, created.msg).toBe(0);
  const published = await apiCall(page.request, admin, 'POST', '/biz/site/announcement/upNews', {
    params: { id: created.data.id },
  });
  expect(published.code, published.msg).toBe(0);
  return created.data.id;
}

test('an announcement notice shows the site announcement, whatever its type, as text (never markup)', async ({
  page,
}) => {
  test.slow();
  const fresh = `e2e 会议通知 ${Date.now()}`;
  const freshId = await publish(page, fresh, 5, '<p>请各会员单位<strong>准时</strong>参会。</p>');
  await skipPopups(page);
  await login(page, 'association');

  // A seeded type-1 announcement (vocational skills route) and the fresh type-5 one (association).
  const seeded = (await unread(page, ANNOUNCEMENTS)).find(
    (a) => a.title === '贵池区居家养老服务补贴发放公告',
  );
  expect(seeded, 'the seed publishes the 贵池区 announcement to the association').toBeDefined();
  for (const [target, route] of [
    [seeded!, 'vocationalSkills'],
    [{ id: freshId, title: fresh }, 'association'],
  ] as const) {
    const panel = await openBellTab(page, '公告');
    await panel.getByRole('button', { name: target.title }).click();
    await expect(page).toHaveURL(new RegExp(`/announcements/${route}/detail/${target.id}\\?`));
    await expect(tabStrip(page).getByRole('link', { name: '查看公告' }).last()).toBeVisible();
    const shown = page.locator('.announcement-notice').filter({ hasText: target.title });
    await expect(shown).toBeVisible();
    await expect(shown).not.toContainText('<p>');
    await expect(workspace(page)).not.toContainText('记录不存在', { useInnerText: true });
  }
  await expect(page.locator('.announcement-notice').filter({ hasText: fresh })).toContainText(
    '请各会员单位准时参会。',
  );
});

test('the notice centre’s latest announcement counts the unread announcements the bell lists', async ({
  page,
}) => {
  test.slow();
  await skipPopups(page, ['latest']);
  await login(page, 'association');
  const listed = await unread(page, ANNOUNCEMENTS);
  const centre = page.getByRole('dialog', { name: /^通知中心/ });
  const latest = centre.getByRole('region', { name: /^最新公告/ });
  await expect(latest).toBeVisible();
  await expect(latest).toContainText(`您还有 ${listed.length - 1} 条未读公告`);
  // Reading marks the shown one read: the bell then lists exactly the ones the centre counted.
  await latest.getByRole('button', { name: '我知道了' }).click();
  await expect(centre).toHaveCount(0);
  const panel = await openBellTab(page, '公告');
  await expect(panel.getByRole('listitem')).toHaveCount(listed.length - 1);
});

test('secretariat roles see no fee or activity tab in the bell (their notices are never loaded)', async ({
  page,
}) => {
  await skipPopups(page);
  await login(page, 'secretariat');
  await bell(page).click();
  await expect(page.getByRole('tab', { name: /^公告/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^缴费通知/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^活动通知/ })).toHaveCount(0);
});
