import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantCaptcha } from '../../src/auth/captcha.js';
import { DEMO_PASSWORD, encryptPassword, startTestServer, type TestServer } from '../helpers/server.js';

/**
 * Counters per account and address, per account, per address: no lock-out of the real owner or of
 * an office behind one address, no free guesses from an address the owner used, parallel guesses
 * cannot exceed the limit, and X-Forwarded-For counts only from a configured proxy. Captcha on, so
 * the captcha-verified path is the one counted.
 */
let server: TestServer;
const PROXY = '10.250.0.1';

beforeAll(async () => {
  server = await startTestServer({
    ELDERCARE_CAPTCHA: 'on',
    ELDERCARE_TRUST_PROXY: 'off',
    ELDERCARE_TRUSTED_PROXIES: PROXY,
    ELDERCARE_LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
    ELDERCARE_LOGIN_MAX_FAILURES_PER_ACCOUNT: '6',
  });
});
afterAll(async () => server?.close());

let device = 0;
/** Signs in through the trusted proxy as `address`, with a planted (right) captcha. */
const attempt = async (userName: string, password: string, address: string, remoteAddress = PROXY) => {
  device += 1;
  const deviceId = `throttle-${device}`;
  await plantCaptcha(server.app.eldercare.db, deviceId, 'good');
  const key = (await server.app.inject({ method: 'GET', url: '/prod-api/uaa/public-key' })).json<{
    data: { publicKey: string };
  }>().data.publicKey;
  const query = new URLSearchParams({
    username: userName,
    password: encryptPassword(key, password),
    validCode: 'good',
    deviceId,
    grant_type: 'password',
    client_id: 'backoffice',
    client_secret: 'backoffice-secret',
    redirect_url: '/',
    isDecryption: 'true',
  });
  const response = await server.app.inject({
    method: 'POST',
    url: '/prod-api/uaa/oauth/token',
    payload: Object.fromEntries(query),
    headers: { 'x-forwarded-for': address },
    remoteAddress,
  });
  return response.json<{ code: number }>().code;
};

describe('login throttle', () => {
  it('60 parallel wrong passwords get at most the limit of real checks', async () => {
    const codes = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt('provider', `Wrong#pass${i}`, `10.60.${i}.1`)),
    );
    const checked = codes.filter((c) => c === -999).length;
    expect(checked).toBeLessThanOrEqual(server.config.loginMaxFailuresPerAccount);
    expect(codes.filter((c) => c === 429).length).toBe(60 - checked);
  });

  it('an attacker’s guesses never lock out the owner signing in (captcha) from a known address', async () => {
    expect(await attempt('assessor', DEMO_PASSWORD, '10.70.0.1')).toBe(0);
    for (let i = 0; i < 7; i += 1) await attempt('assessor', 'Wrong#pass1', `10.71.0.${i}`);
    // A stranger with the right password must wait; the owner at their usual address passes.
    expect(await attempt('assessor', DEMO_PASSWORD, '10.72.0.1')).toBe(429);
    expect(await attempt('assessor', DEMO_PASSWORD, '10.70.0.1')).toBe(0);
  });

  it('an address the owner signed in from gets no free guesses, captcha solved or not', async () => {
    const usual = '10.75.0.1';
    expect(await attempt('street', DEMO_PASSWORD, usual)).toBe(0);
    const codes = [];
    for (let i = 0; i < 12; i += 1) codes.push(await attempt('street', `Wrong#pass${i}`, usual));
    const limit = server.config.loginMaxFailures;
    expect(codes.slice(0, limit)).toEqual(Array.from({ length: limit }, () => -999));
    expect(codes.slice(limit)).toEqual(Array.from({ length: 12 - limit }, () => 429));
  });

  /** Moves a counter's last attempt back in time, as if the clock had run on. */
  const back = (key: string, seconds: number) =>
    server.app.eldercare.db
      .updateTable('login_throttle')
      .set({ last_at: new Date(Date.now() - seconds * 1000) })
      .where('throttle_key', '=', key)
      .execute();

  it('an account’s wait at one address grows with each failure beyond the limit, and ends', async () => {
    const address = '10.80.0.1';
    // The account-wide counter (limit 6 here) is moved back alike: this test is about the pair's.
    const keys = [`pair:institution|${address}`, 'user:institution'];
    const wait = async (seconds: number) => {
      for (const key of keys) await back(key, seconds);
    };
    const delay = server.config.loginDelaySeconds;
    for (let i = 0; i < server.config.loginMaxFailures; i += 1)
      expect(await attempt('institution', 'Wrong#pass1', address)).toBe(-999);
    expect(await attempt('institution', 'Wrong#pass1', address)).toBe(429);
    // The first delay passes: one more check is allowed, after which the wait doubles.
    await wait(delay + 1);
    expect(await attempt('institution', 'Wrong#pass1', address)).toBe(-999);
    await wait(delay + 1);
    expect(await attempt('institution', DEMO_PASSWORD, address)).toBe(429);
    await wait(delay * 2 + 1);
    expect(await attempt('institution', DEMO_PASSWORD, address)).toBe(0);
  });

  it('guesses spread over addresses meet the account-wide counter, with a rising delay', async () => {
    const perAccount = server.config.loginMaxFailuresPerAccount;
    for (let i = 0; i < perAccount; i += 1)
      expect(await attempt('association', 'Wrong#pass1', `10.85.0.${i}`)).toBe(-999);
    expect(await attempt('association', 'Wrong#pass1', '10.85.1.1')).toBe(429);
    await back('user:association', server.config.loginDelaySeconds + 1);
    expect(await attempt('association', DEMO_PASSWORD, '10.85.1.2')).toBe(0);
  });

  it('an unknown account name waits a rising delay, not the whole window', async () => {
    const key = 'pair:nobody-here|10.86.0.1';
    for (let i = 0; i < server.config.loginMaxFailures; i += 1)
      expect(await attempt('nobody-here', 'Wrong#pass1', '10.86.0.1')).toBe(-999);
    expect(await attempt('nobody-here', 'Wrong#pass1', '10.86.0.1')).toBe(429);
    await back(key, server.config.loginDelaySeconds + 1);
    expect(await attempt('nobody-here', 'Wrong#pass1', '10.86.0.1')).toBe(-999);
  });

  it('a spray from one address makes it wait a rising delay; an innocent account gets in after it', async () => {
    const office = '10.90.0.1';
    const key = `ip:${office}`;
    const perAddress = server.config.loginMaxFailuresPerAddress;
    for (let i = 0; i < perAddress; i += 1)
      expect(await attempt(`typo${i}`, 'Wrong#pass1', office)).toBe(-999);
    // Accounts that never signed in there wait the delay, not the rest of the window...
    expect(await attempt('operator', DEMO_PASSWORD, office)).toBe(429);
    await back(key, server.config.loginDelaySeconds + 1);
    expect(await attempt('operator', DEMO_PASSWORD, office)).toBe(0);
    // ...and that success takes back only its own attempt: the spray's failures still count.
    expect(await attempt('typo0', 'Wrong#pass1', office)).toBe(429);
  });

  it('simultaneous correct logins on one account from one new address all pass (a shared office account)', async () => {
    // More at once than any limit (pair 5, account 6, address 8): each counts as a failure until it succeeds,
    // so without waiting for the ones in progress the sixth would be refused with the right password.
    const codes = await Promise.all(
      Array.from({ length: 12 }, () => attempt('lishan', DEMO_PASSWORD, '10.95.0.1')),
    );
    expect(codes).toEqual(Array.from({ length: 12 }, () => 0));
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    // Straight from one machine, a forged header per guess does not make it many addresses.
    const direct = '192.0.2.7';
    const codes = [];
    for (let i = 0; i < 10; i += 1)
      codes.push(await attempt(`ghost${i}`, 'Wrong#pass1', `10.99.0.${i}`, direct));
    expect(codes.slice(0, 8).every((c) => c === -999)).toBe(true);
    expect(codes.slice(8)).toEqual([429, 429]);
    // Through the proxy, the forwarded address is the client's.
    expect(await attempt('lishan', DEMO_PASSWORD, '10.99.1.1')).toBe(0);
  });

  it('answers an unknown user as slowly as a wrong password', async () => {
    const time = async (userName: string, address: string) => {
      const start = performance.now();
      await attempt(userName, 'Wrong#pass1', address);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time('devops', `10.110.0.${i}`));
      unknown.push(await time(`nobody-${i}`, `10.111.0.${i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // Both pay one argon2 verification (~tens of ms); without the decoy the unknown user is ~free.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
