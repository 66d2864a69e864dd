import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import type { ObservabilitySettings } from '../../src/observability/index.js';
import { createDatabase, dropDatabase, randomName } from './postgres.js';

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  close: () => Promise<void>;
}

/**
 * A real server over a real database, one per test file: a copy of the prepared PGlite dir, or —
 * when DATABASE_URL is set (CI) — a database cloned from the prepared one, dropped afterwards.
 */
export const startTestServer = async (
  env: Record<string, string> = {},
  options: { serveStatic?: boolean; observability?: ObservabilitySettings } = {},
): Promise<TestServer> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-test-'));
  await fs.cp(inject('dataTemplate'), dataDir, { recursive: true });
  const config = loadConfig({
    ELDERCARE_CAPTCHA: 'off',
    ELDERCARE_LOG_LEVEL: 'silent',
    ELDERCARE_TRUST_PROXY: 'on',
    ...env,
    DATA_DIR: dataDir,
  });
  let dropCopy = async () => {};
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = randomName('t');
    config.databaseUrl = await createDatabase(url, name, inject('pgTemplate'));
    dropCopy = () => dropDatabase(url, name);
  } else {
    config.databaseUrl = undefined;
  }
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      logger: false,
      serveStatic: options.serveStatic ?? false,
      ...(options.observability ? { observability: options.observability } : {}),
    });
  } catch (error) {
    await dropCopy();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await dropCopy();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Injects a request and parses the envelope, asserting HTTP 200 unless told otherwise. */
export const call = async <T = unknown>(
  app: FastifyInstance,
  options: InjectOptions & { token?: string },
  expectedStatus = 200,
): Promise<Envelope<T>> => {
  const { token, ...rest } = options;
  const headers = { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await app.inject({ ...rest, headers });
  if (response.statusCode !== expectedStatus) {
    throw new Error(`HTTP ${response.statusCode} for ${String(rest.url)}: ${response.body}`);
  }
  return response.json<Envelope<T>>();
};

/** Encrypts this text with PKCS#1 v1.5, as the browser's fallback without WebCrypto does (jsencrypt); the server still opens it. */
export const encryptRaw = (publicKeyPem: string, text: string): string =>
  publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString(
    'base64',
  );

/** Encrypts a password as the back-office does: time and nonce inside, so each one is single use. */
export const encryptPassword = (publicKeyPem: string, password: string, sentAt = Date.now()): string =>
  encryptRaw(publicKeyPem, `${sentAt}.${randomBytes(16).toString('hex')}.${password}`);

export const DEMO_PASSWORD = 'Admin@123456';

/** Logs in over HTTP exactly as the browser does (public key, RSA-encrypted password). */
export const login = async (
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
  extra: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
): Promise<Envelope<{ access_token: string; token_type: string; expires_in: number } | null>> => {
  const key = await call<{ publicKey: string }>(app, { method: 'GET', url: '/prod-api/uaa/public-key' });
  const query = {
    username,
    password: encryptPassword(key.data.publicKey, password),
    validCode: '',
    deviceId: 'test-device',
    grant_type: 'password',
    client_id: 'backoffice',
    client_secret: 'backoffice-secret',
    redirect_url: '/',
    isDecryption: 'true',
    ...extra,
  };
  return call(app, {
    method: 'POST',
    url: '/prod-api/uaa/oauth/token',
    payload: query,
    headers: { 'x-forwarded-for': remoteAddress },
  });
};

/** Logs in and returns the bearer token, failing loudly otherwise. */
export const tokenFor = async (app: FastifyInstance, username: string): Promise<string> => {
  const result = await login(app, username);
  if (result.code !== 0 || !result.data)
    throw new Error(`login ${username} failed: ${result.code} ${result.msg}`);
  return result.data.access_token;
};

/** The stored version of a user or announcement: what an edit of it must name. */
export const versionOf = async (app: FastifyInstance, table: 'app_user' | 'announcement', id: number) => {
  const result = await sql<{ version: number }>`
    select version from ${sql.id(table)} where id = ${id}`.execute(app.eldercare.db);
  return Number(result.rows[0]?.version);
};
