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
 * Issue #15 item 3: a production start seeds one administrator whose password is never a
 * published one (a printed one-time password, or ELDERCARE_ADMIN_PASSWORD), and no demo account.
 * An empty database, not the seeded template: this is what a real first start sees.
 */
let app: FastifyInstance;
let dataDir: string;
let dropCopy = async () => {};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-prod-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    ELDERCARE_CAPTCHA: 'off',
    ELDERCARE_LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  });
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = randomName('prod');
    config.databaseUrl = await createDatabase(url, name);
    dropCopy = () => dropDatabase(url, name);
  } else {
    config.databaseUrl = undefined;
  }
  app = await buildApp(config, { logger: false });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await dropCopy();
  await fs.rm(dataDir, { recursive: true, force: true });
});

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
});
