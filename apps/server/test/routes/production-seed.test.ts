import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createDatabase, dropDatabase, randomName } from '../helpers/postgres.js';
import { call, DEMO_PASSWORD, login } from '../helpers/server.js';

/**
 * A production start seeds one administrator whose password is never a
 * published one (a printed one-time password, or ELDERCARE_ADMIN_PASSWORD), and no demo account.
 * An empty database, not the seeded template: this is what a real first start sees.
 */
let app: FastifyInstance;
let withEnvPassword: FastifyInstance;
const cleanups: (() => Promise<void>)[] = [];
const ENV_PASSWORD = 'Chosen#Deploy2026';

/** A production start on an empty database of its own (PGlite dir, or a fresh PostgreSQL database). */
const startProduction = async (env: Record<string, string> = {}) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-prod-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    ELDERCARE_CAPTCHA: 'off',
    ELDERCARE_CAPTCHA_OFF_I_UNDERSTAND: 'on',
    ELDERCARE_LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...env,
  });
  const url = process.env.DATABASE_URL;
  let dropCopy = async () => {};
  if (url) {
    const name = randomName('prod');
    config.databaseUrl = await createDatabase(url, name);
    dropCopy = () => dropDatabase(url, name);
  } else {
    config.databaseUrl = undefined;
  }
  const started = await buildApp(config, { logger: false });
  cleanups.push(async () => {
    await started.close();
    await dropCopy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return started;
};

beforeAll(async () => {
  app = await startProduction();
  withEnvPassword = await startProduction({ ELDERCARE_ADMIN_PASSWORD: ENV_PASSWORD });
}, 240_000);
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('a production start', () => {
  it('has exactly one account, the administrator, and no demo account signs in', async () => {
    const users = await app.eldercare.db.selectFrom('app_user').select(['user_name', 'is_demo']).execute();
    expect(users).toEqual([{ user_name: 'admin', is_demo: false }]);
    expect((await login(app, 'admin', DEMO_PASSWORD)).code).not.toBe(0);
    expect((await login(app, 'street', DEMO_PASSWORD)).code).not.toBe(0);
  });

  it('prints a one-time password that signs in once and must then be replaced', async () => {
    const oneTime = app.productionSeed?.oneTimePassword;
    expect(oneTime).toMatch(/^.{10,}$/);
    const signedIn = await login(app, 'admin', oneTime!);
    expect(signedIn.code).toBe(0);
    const token = signedIn.data!.access_token;
    expect((await call(app, { method: 'GET', url: '/prod-api/admin/system/user/detail', token })).code).toBe(
      403,
    );
    const changed = await call(app, {
      method: 'POST',
      url: '/prod-api/admin/system/user/password/first',
      token,
      payload: { newPassword: 'Chosen#Admin2026' },
    });
    expect(changed.code).toBe(0);
    expect((await call(app, { method: 'GET', url: '/prod-api/admin/system/user/detail', token })).code).toBe(
      0,
    );
    expect((await login(app, 'admin', oneTime!)).code).not.toBe(0);
  });

  it('refuses to start with an administrator password the policy rejects', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ELDERCARE_ADMIN_PASSWORD: 'password1' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe(false);
    expect(loadConfig({ ELDERCARE_SEED: 'off' }).seed).toBe(false);
    expect(loadConfig({}).seed).toBe(true);
  });

  it('refuses a published or breached administrator password, in one line', () => {
    for (const password of [DEMO_PASSWORD, DEMO_PASSWORD.toUpperCase(), 'P@ssw0rd1234', 'Qwer@123456']) {
      const message = refusal({ NODE_ENV: 'production', ELDERCARE_ADMIN_PASSWORD: password });
      expect(message).toMatch(
        /^Refusing to start: ELDERCARE_ADMIN_PASSWORD is a published or breached password/,
      );
      expect(message).not.toContain('\n');
      expect(message).not.toContain(password);
    }
    expect(refusal({ NODE_ENV: 'production', ELDERCARE_ADMIN_PASSWORD: ENV_PASSWORD })).toBeNull();
  });

  it('refuses the captcha off or plain passwords on in production unless the operator insists', () => {
    const captchaOff = refusal({ NODE_ENV: 'production', ELDERCARE_CAPTCHA: 'off' });
    expect(captchaOff).toMatch(
      /^Refusing to start: ELDERCARE_CAPTCHA=off .*ELDERCARE_CAPTCHA_OFF_I_UNDERSTAND=on/,
    );
    expect(captchaOff).not.toContain('\n');
    const plain = refusal({ NODE_ENV: 'production', ELDERCARE_ALLOW_PLAIN_PASSWORD: 'on' });
    expect(plain).toMatch(
      /^Refusing to start: ELDERCARE_ALLOW_PLAIN_PASSWORD=on .*ELDERCARE_PLAIN_PASSWORD_I_UNDERSTAND=on/,
    );
    expect(
      refusal({ NODE_ENV: 'production', ELDERCARE_CAPTCHA: 'off', ELDERCARE_CAPTCHA_OFF_I_UNDERSTAND: 'on' }),
    ).toBeNull();
    expect(
      refusal({
        NODE_ENV: 'production',
        ELDERCARE_ALLOW_PLAIN_PASSWORD: 'on',
        ELDERCARE_PLAIN_PASSWORD_I_UNDERSTAND: 'on',
      }),
    ).toBeNull();
    // Development and tests keep the switches as they were.
    expect(refusal({ ELDERCARE_CAPTCHA: 'off', ELDERCARE_ALLOW_PLAIN_PASSWORD: 'on' })).toBeNull();
  });

  it('forces a change at the first sign-in when the password came from the environment', async () => {
    const signedIn = await login(withEnvPassword, 'admin', ENV_PASSWORD);
    expect(signedIn.code).toBe(0);
    const token = signedIn.data!.access_token;
    const first = await call<{ isFirstLogin: boolean }>(withEnvPassword, {
      method: 'GET',
      url: '/prod-api/admin/system/user/first',
      token,
    });
    expect(first.data.isFirstLogin).toBe(true);
    const detail = await call(withEnvPassword, {
      method: 'GET',
      url: '/prod-api/admin/system/user/detail',
      token,
    });
    expect(detail.code).toBe(403);
  });
});
