import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const flag = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'on' || v === 'true' || v === '1'));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  STATIC_DIR: z.string().min(1).optional(),
  ELDERCARE_CAPTCHA: flag(true),
  ELDERCARE_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(7200),
  ELDERCARE_SINGLE_SESSION: flag(false),
  ELDERCARE_ALLOW_PLAIN_PASSWORD: flag(false),
  ELDERCARE_OAUTH_CLIENT_ID: z.string().min(1).default('backoffice'),
  ELDERCARE_OAUTH_CLIENT_SECRET: z.string().min(1).default('backoffice-secret'),
  ELDERCARE_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  ELDERCARE_LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(10).default(600),
  ELDERCARE_RSA_PRIVATE_KEY: z.string().optional(),
  ELDERCARE_SEED: flag(true),
  ELDERCARE_TRUST_PROXY: flag(false),
  ELDERCARE_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Postgres schema to use on a shared server (tests isolate each file in its own schema). */
  databaseSchema: string | undefined;
  staticDir: string;
  captchaEnabled: boolean;
  tokenTtlSeconds: number;
  singleSession: boolean;
  allowPlainPassword: boolean;
  oauthClientId: string;
  oauthClientSecret: string;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  rsaPrivateKeyPem: string | undefined;
  seed: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (login throttling). */
  trustProxy: boolean;
  logLevel: z.infer<typeof EnvSchema>['ELDERCARE_LOG_LEVEL'];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: undefined,
    staticDir: e.STATIC_DIR
      ? path.resolve(cwd, e.STATIC_DIR)
      : path.resolve(serverRoot, '../backoffice/dist'),
    captchaEnabled: e.ELDERCARE_CAPTCHA,
    tokenTtlSeconds: e.ELDERCARE_TOKEN_TTL_SECONDS,
    singleSession: e.ELDERCARE_SINGLE_SESSION,
    allowPlainPassword: e.ELDERCARE_ALLOW_PLAIN_PASSWORD,
    oauthClientId: e.ELDERCARE_OAUTH_CLIENT_ID,
    oauthClientSecret: e.ELDERCARE_OAUTH_CLIENT_SECRET,
    loginMaxFailures: e.ELDERCARE_LOGIN_MAX_FAILURES,
    loginWindowSeconds: e.ELDERCARE_LOGIN_WINDOW_SECONDS,
    rsaPrivateKeyPem: e.ELDERCARE_RSA_PRIVATE_KEY,
    seed: e.ELDERCARE_SEED,
    trustProxy: e.ELDERCARE_TRUST_PROXY,
    logLevel: e.ELDERCARE_LOG_LEVEL,
  };
};
