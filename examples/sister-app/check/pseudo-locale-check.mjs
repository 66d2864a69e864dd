// The sister app in the pseudo-locale (en-XA: English accented, ~35 % longer, bracketed), opened as a
// test opens it: the kit's test switch in localStorage plus the language cookie. The seniors list must
// show the kit's texts and the app's own declaration labels generated from their English, every visible
// text of the interface pseudo-localised, and no label cut by its box (a longer language must fit).
import { deriveText } from '@eldercare/validators';

const pseudo = (english) => deriveText('en-XA', english);
const escaped = (text) => text.replace(/[[\]]/g, '\\$&');
/** A button's name after its icon's (antd's icons are named: `search`). */
const endsWith = (text) => new RegExp(`${escaped(text)}$`);
/** A filter's name before the colon antd's label adds. */
const startsWith = (text) => new RegExp(`^${escaped(text)}`);
/** The English of what the check looks for: the kit's texts and the seniors module's declaration. */
const KIT = { search: 'Search', reset: 'Reset', empty: 'No data', total: '{{total}} in total' };
const COLUMNS = ['Name', 'ID number', 'Mobile', 'Gender', 'Monthly fee'];
/** The signed-in user's name (src/App.tsx): their data, not the interface's text. */
const USER_NAME = '管理员';

/** Visible texts that are not pseudo-localised, and labels cut by their box (as e2e's pseudo-locale spec). */
function inspectPage(userName) {
  const RECORD_DATA =
    '.ant-table-tbody, input, textarea, .ant-select-selection-item, .ant-picker, .ant-pagination, ' +
    '[aria-hidden="true"], script, style, noscript';
  const NOT_WORDS = /^[\s\d.,:;/\\\-–—%()+#·|<>=*!?@&'"“”‘’…~_[\]{}¥]*$/;
  const PSEUDO = /[\u00c0-\u024f\u1e00-\u1eff[\]]/;
  const where = (element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const untranslated = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent || NOT_WORDS.test(text) || PSEUDO.test(text)) continue;
    if (parent.closest(RECORD_DATA) || !visible(parent) || text === userName) continue;
    // A language's own name (the language menu) is written in that language on purpose.
    const language = parent.closest('[lang]');
    if (language && language !== document.documentElement && language.getAttribute('lang') !== 'en-XA')
      continue;
    untranslated.push(`${text} (${where(parent)})`);
  }
  for (const input of document.querySelectorAll('input[placeholder]')) {
    if (visible(input) && !PSEUDO.test(input.placeholder))
      untranslated.push(`placeholder ${input.placeholder}`);
  }
  const LABELS =
    'button, .ant-btn, .ant-tabs-tab, .ant-menu-item, .ant-menu-submenu-title, label, th, .ant-breadcrumb-link';
  const cut = [];
  for (const label of document.querySelectorAll(LABELS)) {
    if (!visible(label) || label.closest('.ant-table-tbody')) continue;
    for (const box of [label, ...label.querySelectorAll('*')]) {
      const style = getComputedStyle(box);
      if (!box.textContent?.trim() || style.overflowX === 'visible') continue;
      if (box.scrollWidth <= box.clientWidth + 1) continue;
      const explained = style.textOverflow === 'ellipsis' && !!box.closest('[title], [aria-label]');
      if (!explained) cut.push(`${label.textContent.trim()} (${where(box)})`);
    }
  }
  return { untranslated, cut };
}

/**
 * Throws at the first failed expectation (`setStep` names it); console errors go to `errors`.
 * `expectSisterTheme` is the main check's: the brand reaches the pseudo-locale's screen too.
 */
export async function checkPseudoLocale({ browser, url, shots, errors, expectSisterTheme, setStep }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let page;
  try {
    await context.addCookies([{ name: 'language', value: 'en-XA', url }]);
    await context.addInitScript(() => localStorage.setItem('admin-kit.test-languages', 'on'));
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.setDefaultTimeout(10_000);
    await page.goto(`${url}#/seniors/index`);
    const list = page.locator('.resource-list-page').filter({ visible: true });
    setStep('pseudo-locale: the kit’s filter bar buttons');
    await list.getByRole('cell', { name: '王秀英', exact: true }).waitFor();
    const search = list.getByRole('button', { name: endsWith(pseudo(KIT.search)) });
    await search.waitFor();
    await list.getByRole('button', { name: endsWith(pseudo(KIT.reset)) }).waitFor();
    await expectSisterTheme(search);
    setStep('pseudo-locale: the declaration’s labels');
    for (const column of COLUMNS)
      await list.getByRole('columnheader', { name: pseudo(column), exact: true }).waitFor();
    setStep('pseudo-locale: the pager');
    await list
      .locator('.ant-pagination-total-text')
      .getByText(pseudo(KIT.total).replace('{{total}}', '3'))
      .waitFor();
    setStep('pseudo-locale: every text of the screen, no label cut');
    await page.waitForLoadState('networkidle');
    if (shots) await page.screenshot({ path: `${shots}/sister-pseudo-locale.png` });
    const { untranslated, cut } = await page.evaluate(inspectPage, USER_NAME);
    if (untranslated.length > 0)
      throw new Error(`texts not pseudo-localised:\n  ${untranslated.join('\n  ')}`);
    if (cut.length > 0) throw new Error(`labels cut by their box:\n  ${cut.join('\n  ')}`);
    setStep('pseudo-locale: the table’s empty text');
    await list.getByRole('textbox', { name: startsWith(pseudo('Name')) }).fill('nobody');
    await search.click();
    await list.locator('.ant-table-placeholder').getByText(pseudo(KIT.empty), { exact: true }).waitFor();
  } catch (error) {
    if (shots) await page?.screenshot({ path: `${shots}/sister-pseudo-locale-failure.png` }).catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}
