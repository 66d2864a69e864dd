import { expect as baseExpect, type Page } from '@playwright/test';

/**
 * The shell's assertions wait longer than Playwright's 5 s: on a loaded 2-core machine a lazy page,
 * the user info or a language bundle can take several seconds to arrive.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Popup kinds the shell shows once per browser session (NoticePopups' session-storage key). */
export const POPUP_KINDS = ['latest', 'fee', 'activity', 'reminder'] as const;

/**
 * Marks notice popups as seen for this browser session, for tests about something else. A test
 * about some popups passes the kinds it still wants to see.
 */
export async function skipPopups(page: Page, except: readonly (typeof POPUP_KINDS)[number][] = []) {
  const seen = POPUP_KINDS.filter((kind) => !except.includes(kind));
  // Runs again on every reload: it adds to what the page marked seen since, not replaces it.
  await page.addInitScript((kinds) => {
    const key = 'eldercare.noticePopupsSeen';
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.setItem(key, JSON.stringify([...new Set([...stored, ...kinds])]));
  }, seen);
}

export const tabStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
export const sidebar = (page: Page) => page.getByRole('complementary', { name: '菜单' });
export const bell = (page: Page) => page.getByRole('button', { name: /^消息通知 \(\d+\)$/ });

/** The number the notice bell's label carries (SPEC §9: every unread list added up). */
export async function bellTotal(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? NaN);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a page from the sidebar as a person would: its group, then the page. */
export async function openFromMenu(page: Page, group: string, item: string) {
  const menu = sidebar(page);
  // An entry's accessible name starts with its icon's name ("user 用户管理").
  const entry = menu.getByRole('menuitem', { name: new RegExp(`(^|\\s)${escapeRegExp(item)}$`) });
  if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
  await entry.click();
}
