import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

/**
 * Smaller session limits: whose sessions an administrator may list, how fast one address may
 * fetch captchas, and a sliding expiry that slides even with the shortest lifetime allowed.
 */
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ ELDERCARE_TOKEN_TTL_SECONDS: '60' });
  for (const user of ['admin', 'sysadmin']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => server?.close());

const db = () => server.app.eldercare.db;

describe('live sessions', () => {
  it('a sys_admin cannot list a sup_admin’s sessions; the sup_admin can list the sys_admin’s', async () => {
    const bySysadmin = await call(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/tokens/offline?userName=admin',
      token: tokens.sysadmin,
    });
    expect(bySysadmin.code).toBe(403);
    const byAdmin = await call<unknown[]>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/tokens/offline?userName=sysadmin',
      token: tokens.admin,
    });
    expect(byAdmin.code).toBe(0);
    expect(byAdmin.data.length).toBeGreaterThan(0);
  });
});

describe('captcha requests', () => {
  it('one address gets a translated 429 after its allowance; another address is unaffected', async () => {
    const fetchCaptcha = (address: string, i: number) =>
      server.app.inject({
        method: 'GET',
        url: `/prod-api/uaa/validata/code/flood-${i}`,
        headers: { 'x-forwarded-for': address, 'accept-language': 'en' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 130; i += 1) {
      const response = await fetchCaptcha('10.44.0.1', i);
      const type = response.headers['content-type'] ?? '';
      codes.push(String(type).startsWith('application/json') ? response.json<{ code: number }>().code : 0);
    }
    expect(codes.filter((code) => code === 429).length).toBeGreaterThan(0);
    const refused = await fetchCaptcha('10.44.0.1', 999);
    expect(refused.json<{ msg: string }>().msg).toBe('Too many requests, please try again in a minute');
    const other = await fetchCaptcha('10.44.0.2', 1000);
    expect(String(other.headers['content-type'])).not.toMatch(/^application\/json/);
  });
});

describe('the sliding expiry with a 60-second lifetime', () => {
  it('moves forward when a busy session has used a quarter of it', async () => {
    const latest = () =>
      db()
        .selectFrom('auth_token as t')
        .innerJoin('app_user as u', 'u.id', 't.user_id')
        .select(['t.id', 't.expires_at'])
        .where('u.user_name', '=', 'admin')
        .orderBy('t.id', 'desc')
        .executeTakeFirstOrThrow();
    const row = await latest();
    // As if 20 seconds had passed since the last slide.
    await db()
      .updateTable('auth_token')
      .set({ expires_at: new Date(Date.now() + 40_000) })
      .where('id', '=', row.id)
      .execute();
    // Past the session cache's few seconds, so the call reads the row as just written.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const info = await call(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      token: tokens.admin,
    });
    expect(info.code).toBe(0);
    const after = await latest();
    expect(new Date(after.expires_at).getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});
