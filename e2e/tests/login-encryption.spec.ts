import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { DEMO_PASSWORD } from './support/login';

// The password is encrypted with WebCrypto RSA-OAEP where the page is a secure context, and with the
// PKCS#1 v1.5 fallback (jsencrypt, loaded on demand) where it is not: staff reaching the back-office by
// an intranet name or IP over plain http, where browsers hide `crypto.subtle`.
const INTRANET_HOST = 'backoffice.intranet';

async function signInRecording(page: Page, origin: string): Promise<{ scripts: string[]; password: string }> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${origin}/login`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByLabel('验证码').fill('0000');
  const loginRequest = page.waitForRequest((request) => request.url().endsWith('/uaa/oauth/token'));
  await page.getByRole('button', { name: '登 录' }).click();
  const password = String((await loginRequest).postDataJSON().password);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  return { scripts, password };
}

// The intranet name resolves to this machine; a name, not an IP, because Chromium counts 127.0.0.0/8 as secure.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${INTRANET_HOST} 127.0.0.1`],
  },
});

const jsencryptChunk = (scripts: string[]) =>
  scripts.filter((file) => /\/encrypt-password-[^/]+\.js$/.test(file));

test('a secure origin signs in with WebCrypto and loads no RSA library', async ({ page, baseURL }) => {
  const { scripts, password } = await signInRecording(page, String(baseURL));
  expect(await page.evaluate(() => window.isSecureContext && Boolean(crypto.subtle))).toBe(true);
  expect(Buffer.from(password, 'base64')).toHaveLength(256);
  expect(jsencryptChunk(scripts)).toEqual([]);
});

test.describe('a plain-http intranet origin', () => {
  test('signs in with the PKCS#1 v1.5 fallback, loaded on demand', async ({ page, baseURL }) => {
    const origin = String(baseURL).replace('127.0.0.1', INTRANET_HOST);
    const { scripts, password } = await signInRecording(page, origin);
    expect(
      await page.evaluate(() => ({ secure: window.isSecureContext, subtle: 'subtle' in crypto })),
    ).toEqual({
      secure: false,
      subtle: false,
    });
    expect(Buffer.from(password, 'base64')).toHaveLength(256);
    expect(jsencryptChunk(scripts)).toHaveLength(1);
  });
});
