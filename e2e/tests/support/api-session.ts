import { constants, publicEncrypt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Admin@123456';

/** Signs in through the API with an RSA-encrypted password, as the browser does; returns the token. */
export async function apiToken(request: APIRequestContext, user: string, password = PASSWORD) {
  const keyAnswer = await request.get('/prod-api/uaa/public-key');
  const { publicKey } = (await keyAnswer.json()).data as { publicKey: string };
  const encrypted = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
  // SPEC §7's parameters travel in the JSON body: the server refuses them in the URL.
  const login = await request.post('/prod-api/uaa/oauth/token', {
    data: {
      username: user,
      password: encrypted,
      validCode: '',
      deviceId: `e2e-${user}-${Date.now()}`,
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      isDecryption: 'true',
    },
  });
  const body = (await login.json()) as { code: number; msg: string; data: { access_token: string } };
  expect(body.code, body.msg).toBe(0);
  return body.data.access_token;
}

/** One API call with a bearer token; answers the `{ code, msg, data }` envelope. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  // `origin`: a test's own server (useOwnServer) rather than the suite's.
  {
    origin = '',
    ...options
  }: { params?: Record<string, string | number>; data?: unknown; origin?: string } = {},
): Promise<{ code: number; msg: string; data: T }> {
  const answer = await request.fetch(`${origin}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...options,
  });
  return (await answer.json()) as { code: number; msg: string; data: T };
}

/**
 * Signs in through the API and hands the token to the page the way the app stores it (SPEC §4:
 * the `Admin-Token` cookie), so these tests do not depend on the login form's captcha handling.
 */
export async function signIn(page: Page, user: string, password = PASSWORD) {
  const token = await apiToken(page.request, user, password);
  const origin = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url())
    .origin;
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: origin }]);
  return token;
}

/** The signed-in browser's token, for direct API calls (SPEC §4: cookie Admin-Token). */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error('no Admin-Token cookie after sign-in');
  return cookie.value;
}

/**
 * Closes the notice popups the shell opens after sign-in (fee, activity, latest announcement —
 * SPEC §6); closing marks them read, so they do not come back.
 */
export async function dismissNotices(page: Page) {
  await page.waitForLoadState('networkidle');
  // The popups open after the user info and notice lists have loaded.
  await page.locator('.ant-layout, main').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  for (let i = 0; i < 8; i += 1) {
    const popup = page
      .getByRole('dialog')
      .filter({ hasText: /通知|公告|活动|提醒/ })
      .first();
    if (!(await popup.isVisible().catch(() => false))) return;
    await popup.getByRole('button', { name: '关闭' }).first().click();
    // The next popup (if any) opens once this one has closed.
    await page.waitForTimeout(500);
  }
}

/** Opens the 更多 menu of a row and picks an action. */
export async function moreAction(page: Page, rowLabel: string, action: string) {
  await page.getByRole('button', { name: `更多: ${rowLabel}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
