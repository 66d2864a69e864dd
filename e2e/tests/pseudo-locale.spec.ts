import { test, type Page } from '@playwright/test';
import { signIn } from './support/api-session';
import { expect, skipPopups } from './support/shell';

/**
 * The main screens in the pseudo-locale (en-XA: English accented, ~35 % longer, bracketed). A
 * visible text with no accent and no bracket was never translated; a label whose box hides part of
 * it has no room for a longer language. Record data (table cells, inputs, figures, dates, the
 * user's name) is not the interface's text and is left out.
 */

interface Finding {
  text: string;
  where: string;
}

/** Visible texts that are not pseudo-localised, and labels cut by their box. */
// The dashboard's bar lists name server records (areas, and dictionary entries whose labels the
// server sends per authored language): data, not the interface's texts.
function inspectPage(userName: string): { untranslated: Finding[]; cut: Finding[] } {
  const RECORD_DATA =
    '.ant-table-tbody, input, textarea, [contenteditable], .ant-select-selection-item, .ant-picker, ' +
    '.ant-statistic-content, .ant-avatar, .ant-pagination, .ek-barlist-name, [aria-hidden="true"], script, style, noscript';
  const NOT_WORDS = /^[\s\d.,:;/\\\-–—%()+#·|<>=*!?@&'"“”‘’…~_[\]{}]*$/;
  const PSEUDO = /[\u00c0-\u024f\u1e00-\u1eff[\]]/;
  const where = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 3; node = node.parentElement)
      parts.unshift(
        node.tagName.toLowerCase() +
          (node.className && typeof node.className === 'string'
            ? `.${node.className.trim().split(/\s+/)[0]}`
            : ''),
      );
    return parts.join(' > ');
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const untranslated: Finding[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent || NOT_WORDS.test(text) || PSEUDO.test(text)) continue;
    if (parent.closest(RECORD_DATA) || !visible(parent) || text === userName) continue;
    // A language's own name (the language menus) is written in that language on purpose.
    const language = parent.closest('[lang]');
    if (language && language !== document.documentElement && language.getAttribute('lang') !== 'en-XA')
      continue;
    untranslated.push({ text, where: where(parent) });
  }
  const LABELS =
    'button, .ant-btn, .ant-tabs-tab, .ant-menu-item, .ant-menu-submenu-title, label, th, ' +
    '.ant-drawer-title, .ant-modal-title, .ant-breadcrumb-link, .ant-segmented-item-label, .ant-radio-button-wrapper';
  const cut: Finding[] = [];
  for (const label of document.querySelectorAll(LABELS)) {
    if (!visible(label) || label.closest('.ant-table-tbody')) continue;
    for (const box of [label, ...label.querySelectorAll('*')]) {
      const style = getComputedStyle(box);
      if (!box.textContent?.trim() || style.overflowX === 'visible') continue;
      if (box.scrollWidth <= box.clientWidth + 1) continue;
      const explained = style.textOverflow === 'ellipsis' && !!box.closest('[title], [aria-label]');
      if (!explained) cut.push({ text: (label.textContent ?? '').trim(), where: where(box) });
    }
  }
  return { untranslated, cut };
}

async function expectPseudoLocalised(page: Page, screen: string) {
  // Lazy texts (a page's namespace, antd's pack) arrive after the first paint.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `test-results/pseudo-locale/${screen}.png`, fullPage: true });
  const { untranslated, cut } = await page.evaluate(inspectPage, USER_NAME);
  expect(untranslated, `${screen}: texts not translated`).toEqual([]);
  expect(cut, `${screen}: labels cut by their box`).toEqual([]);
}

/** The demo admin's name, shown in the header: the user's data, not the interface's. */
const USER_NAME = '超级管理员';

test.beforeEach(async ({ page, baseURL }) => {
  test.slow();
  await skipPopups(page);
  await page.addInitScript(() => localStorage.setItem('admin-kit.test-languages', 'on'));
  await page.context().addCookies([{ name: 'language', value: 'en-XA', url: baseURL ?? '' }]);
});

test('the login page is pseudo-localised and cuts no label', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('button', { name: /^\[/ }).first()).toBeVisible();
  await expectPseudoLocalised(page, 'login');
});

test('the signed-in screens are pseudo-localised and cut no label', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  await expectPseudoLocalised(page, 'dashboard');

  await page.goto('/elderlyInfo/index');
  await expect(page.locator('.ant-table')).toBeVisible({ timeout: 30_000 });
  await expectPseudoLocalised(page, 'elderly-list');
  await page
    .getByRole('button', { name: /\[Áđđ\]/ })
    .first()
    .click();
  // The add form opens in a tab of its own.
  await expect(page.getByRole('button', { name: /\[Šáṽé/ }).first()).toBeVisible({ timeout: 30_000 });
  await expectPseudoLocalised(page, 'elderly-form');

  await page.goto('/system/user');
  await expect(page.locator('.ant-table')).toBeVisible({ timeout: 30_000 });
  await expectPseudoLocalised(page, 'users');

  await page.getByRole('button', { name: /\[Ƥáĝé šţýĺé šéţţíñĝš/ }).click();
  await expect(page.getByRole('dialog', { name: /\[Ƥáĝé šţýĺé šéţţíñĝš/ })).toBeVisible();
  await expectPseudoLocalised(page, 'settings');
});
