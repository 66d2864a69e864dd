import { expect, test, type Browser, type Page } from '@playwright/test';
import { useCaptchaServer } from './support/captcha-server';
import { DEMO_PASSWORD } from './support/login';

/**
 * /login is sent prerendered in the visitor's language and hydrated by the app. Each
 * test holds the login page's script back, so what it checks first is the page as the server sent
 * it, and what the user does before the script runs (typing, Enter) is done there.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const HEADINGS = {
  'zh-CN': '友康养老云',
  en: 'Youkang Elderly Care Cloud',
  es: 'Nube de Atención a Mayores Youkang',
};
const LOGIN_CHUNK = /\/assets\/LoginPage-[^/]*\.js$/;

interface Watched {
  page: Page;
  /** Console errors and uncaught errors: a failed hydration is reported as one. */
  errors: string[];
  /** Lets the login page's script load: the app then hydrates the page. */
  release: () => void;
  /** The device ids of the captcha images asked for. */
  captchas: string[];
}

async function openHeld(
  browser: Browser,
  url: string,
  options: { locale: string; cookie?: string; size?: string },
): Promise<Watched> {
  const context = await browser.newContext({ locale: options.locale });
  if (options.cookie) await context.addCookies([{ name: 'language', value: options.cookie, url }]);
  if (options.size) await context.addCookies([{ name: 'size', value: options.size, url }]);
  const page = await context.newPage();
  const errors: string[] = [];
  const captchas: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const match = /\/uaa\/validata\/code\/([^/?]+)/.exec(request.url());
    if (match?.[1]) captchas.push(decodeURIComponent(match[1]));
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LOGIN_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url);
  return { page, errors, release, captchas };
}

/** The prerendered heading, kept to check after hydration that React adopted it, not redrew it. */
const markHeading = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
      document.querySelector('h1');
  });
const headingAdopted = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading;
    return !!kept && kept.isConnected && kept === document.querySelector('h1');
  });

for (const [language, heading] of Object.entries(HEADINGS)) {
  test(`${language}: the prerendered login hydrates without errors, keeps what was typed, signs in`, async ({
    browser,
    baseURL,
  }) => {
    const { page, errors, release } = await openHeld(browser, `${baseURL}/login?redirect=%2Fdashboard`, {
      locale: language,
    });
    // Before the page's script: the server's page, in the browser's language, usable.
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await markHeading(page);
    await page.locator('#login-username').fill('admin');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    // Enter submits nowhere yet (the page must not reload and lose the fields).
    await page.locator('#login-password').press('Enter');
    expect(page.url()).toContain('/login');

    release();
    // The captcha image comes once the app has taken the page over.
    await expect(page.locator('img')).toBeVisible();
    expect(await headingAdopted(page)).toBe(true);
    await expect(page.locator('#login-username')).toHaveValue('admin');
    await expect(page.locator('#login-password')).toHaveValue(DEMO_PASSWORD);

    await page.locator('#login-captcha').fill('0000');
    await page.locator('#login-captcha').press('Enter');
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('a sign-in submitted before the page’s script ran is carried out once it has', async ({
  browser,
  baseURL,
}) => {
  const { page, errors, release } = await openHeld(browser, `${baseURL}/login?redirect=%2Fdashboard`, {
    locale: 'zh-CN',
  });
  await page.locator('#login-username').fill('admin');
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.locator('#login-captcha').fill('0000');
  // A click on a slow phone before the app has taken the page over: it used to be lost.
  await page.getByRole('button', { name: '登 录' }).click();
  expect(page.url()).toContain('/login');
  release();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a chosen size is drawn from the first paint, and taking the page over moves nothing', async ({
  browser,
  baseURL,
}) => {
  const heights: Record<string, number> = {};
  for (const size of ['default', 'mini']) {
    const { page, errors, release } = await openHeld(browser, `${baseURL}/login`, { locale: 'zh-CN', size });
    // The button sits below every field: any field drawn at another height moves it.
    const button = page.getByRole('button', { name: '登 录' });
    const sent = await button.boundingBox();
    await markHeading(page);
    release();
    await expect(page.locator('img')).toBeVisible();
    expect(await headingAdopted(page), size).toBe(true);
    expect(await button.boundingBox(), size).toEqual(sent);
    heights[size] = sent?.height ?? 0;
    expect(errors, size).toEqual([]);
    await page.context().close();
  }
  expect(heights.default ?? 0).toBeGreaterThan(heights.mini ?? Infinity);
});

test('the language cookie wins over the browser, and a switch is what the next load is sent in', async ({
  browser,
  baseURL,
}) => {
  const { page, errors, release } = await openHeld(browser, `${baseURL}/login`, {
    locale: 'en-US',
    cookie: 'es',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.es);
  release();
  await expect(page.locator('img')).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['zh-CN']);
  await expect(page.getByLabel('用户名')).toBeVisible();

  const response = await page.reload();
  expect(await response?.text()).toContain(HEADINGS['zh-CN']);
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test.describe('with the captcha on, as shipped', () => {
  const server = useCaptchaServer('prerender');

  test('typed before hydration, the captcha read after it, the user signs in', async ({ browser }) => {
    const { page, errors, release, captchas } = await openHeld(browser, `${server.baseURL}/login`, {
      locale: 'zh-CN',
    });
    await page.locator('#login-username').fill('admin');
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    expect(captchas).toEqual([]);
    release();
    await expect(page.getByRole('img', { name: '验证码' })).toBeVisible();
    await expect.poll(() => captchas.length).toBe(1);

    const answer = await server.answer(captchas[0] ?? '');

    await page.getByLabel('验证码').fill(answer);
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 60_000 });
    expect(captchas).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
