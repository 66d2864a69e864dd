// Opens the built sister app (served by `vite preview`) in Debian's Chromium and uses each kit part the
// way a person would. Exits 1 on the first failed expectation, with a screenshot beside it.
//
//   node check/browser-check.mjs <url> [screenshot dir]
import { chromium } from 'playwright-core';
import { checkPseudoLocale } from './pseudo-locale-check.mjs';

const url = process.argv[2] ?? 'http://localhost:4179/';
const shots = process.argv[3];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const errors = [];
page.on('pageerror', (error) => errors.push(error.message));
page.on('console', (message) => {
  if (message.type() === 'error') errors.push(message.text());
});
page.setDefaultTimeout(10_000);
const tabs = page.getByRole('navigation', { name: '已打开的页面' });
const main = page.locator('main, .ant-layout-content').last();
const list = page.locator('.resource-list-page');
// Hidden tabs stay mounted: the detail page of the tab in front.
const detail = page.locator('.resource-detail-page').filter({ visible: true });
const rowButton = (row, button) => list.getByRole('row', { name: row }).getByRole('button', { name: button });
let step = 'open';
/** The sister theme (src/theme.ts) reached antd: the primary button's colour and corners. */
async function expectSisterTheme(button) {
  const look = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
  });
  if (look.background !== 'rgb(15, 118, 110)' || look.radius !== '10px')
    throw new Error(`primary button is ${look.background} with ${look.radius} corners`);
}

try {
  await page.goto(url);
  step = 'the sister theme';
  await expectSisterTheme(main.getByRole('button', { name: /查\s*询/ }));
  step = 'shell with menu';
  await page.getByRole('menuitem', { name: /档案管理/ }).click();
  await page.getByRole('menuitem', { name: /老年人信息/ }).click();
  step = 'menu click opens a tab';
  await tabs.getByText('老年人信息').waitFor();
  step = 'resource list';
  await page.getByRole('cell', { name: '王秀英', exact: true }).waitFor();
  // The list masks ID numbers (the contract's 4+4 policy).
  await page.getByText('1101**********1250').waitFor();
  step = 'host field type: list cell';
  // The sister product's own `amount` type: its Cell, with the sign and thousands separators.
  await list.getByRole('cell', { name: '¥12,345.50' }).waitFor();
  step = 'host field type: filter';
  await list.getByRole('spinbutton', { name: /月服务费/ }).fill('1,000');
  await list.getByRole('button', { name: /查\s*询/ }).click();
  await list.getByRole('cell', { name: '张桂兰', exact: true }).waitFor({ state: 'detached' });
  await list.getByRole('cell', { name: '¥2,800.00' }).waitFor();
  step = 'host field type: form input';
  await rowButton(/王秀英/, /编辑/).click();
  const fee = detail.getByRole('spinbutton', { name: /月服务费/ });
  await fee.fill('23456.7');
  await fee.blur();
  // Its Input: separators as typed, the number (not the text) saved.
  if ((await fee.inputValue()) !== '23,456.7')
    throw new Error(`the amount input shows ${await fee.inputValue()}`);
  await detail.getByRole('button', { name: /保\s*存/ }).click();
  await tabs.getByText('老年人信息').click();
  await list.getByRole('cell', { name: '¥23,456.70' }).waitFor();
  step = 'list → detail';
  await rowButton(/王秀英/, /查看/).click();
  // The detail tab names the person (the kit's page calls useTabTitle) and the look-mode form shows
  // the record, its ID number masked as in the list.
  await tabs.getByText('查看·王秀英').waitFor();
  await detail.locator('input[value="1101**********1250"]').waitFor();
  if (shots) await page.screenshot({ path: `${shots}/sister-detail.png` });

  step = 'second module: its list with a date range filter';
  await page.getByRole('menuitem', { name: '上门服务记录' }).click();
  const visitsList = page.locator('.resource-list-page').filter({ visible: true });
  await visitsList.getByRole('cell', { name: '助浴' }).waitFor();
  // The kit's date range picker, whose code loads only for a list with a date filter.
  await visitsList.locator('.ant-picker-range').waitFor();
  await visitsList.getByRole('cell', { name: '2026-11-20' }).waitFor();
  step = 'second module: a date in its form';
  await visitsList
    .getByRole('row', { name: /张桂兰/ })
    .getByRole('button', { name: /查看/ })
    .click();
  await tabs.getByText('查看·张桂兰').waitFor();
  await detail.locator('.ant-picker input[value="2026-11-20"]').waitFor();
  if (shots) await page.screenshot({ path: `${shots}/sister-visit.png` });

  step = 'back to the first tab';
  await tabs.getByText('首页').click();
  step = 'filter bar query';
  await main.getByLabel('关键字').fill('王秀英');
  await main.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByTestId('query').getByText('"keyword":"王秀英"').waitFor();
  step = 'more menu';
  await main.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: '导出' }).click();
  await page.getByTestId('last-action').getByText('导出').waitFor();
  step = 'permission-gated button hidden';
  if ((await main.getByRole('button', { name: /^新\s*增$/ }).count()) !== 0)
    throw new Error('新增 shown without the grant');
  step = 'permission-gated button shown once granted';
  await main.getByRole('switch', { name: '授予新增权限' }).click();
  await main.getByRole('button', { name: /^新\s*增$/ }).waitFor();
  step = 'dialog with a validators rule';
  await main.getByRole('button', { name: '编辑联系人' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('手机号码').fill('12800138000');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.getByText('手机号码格式有误，请重新输入！').waitFor();
  if (shots) await page.screenshot({ path: `${shots}/sister-dialog.png` });
  await dialog.getByLabel('手机号码').fill('13912345678');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  step = 'dark mode from the settings drawer';
  await page.getByRole('button', { name: '系统布局设置' }).click();
  await page.getByRole('switch', { name: '暗色模式' }).click();
  // antd's dark page colour behind the cards; the brand's own sidebar colour kept in the dark.
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('.ek-app-shell')).backgroundColor === 'rgb(0, 0, 0)',
  );
  const sider = await page.locator('.ek-sidebar').evaluate((e) => getComputedStyle(e).backgroundColor);
  if (sider !== 'rgb(4, 47, 46)') throw new Error(`the sidebar is ${sider} in dark mode`);
  if (shots) await page.screenshot({ path: `${shots}/sister-dark.png` });
  if (shots) await page.screenshot({ path: `${shots}/sister-home.png` });
  await checkPseudoLocale({
    browser,
    url,
    shots,
    errors,
    expectSisterTheme,
    setStep: (name) => {
      step = name;
    },
  });
  step = 'no errors in the console';
  if (errors.length > 0) throw new Error(errors.join('\n'));
  console.log('sister app: every browser check passed');
} catch (error) {
  if (shots) await page.screenshot({ path: `${shots}/sister-failure.png` }).catch(() => {});
  console.error(`sister app browser check failed at "${step}": ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
