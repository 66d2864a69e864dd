import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPassword, passwordMessage } from '@eldercare/validators';
import { z } from 'zod';
import { isPublishedPassword } from './auth/published-passwords.js';
import { DEFAULT_TIME_ZONE, isTimeZone } from './time-zone.js';

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
  /** A production start refuses ELDERCARE_CAPTCHA=off unless this says the operator means it. */
  ELDERCARE_CAPTCHA_OFF_I_UNDERSTAND: flag(false),
  ELDERCARE_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(7200),
  /** Absolute session lifetime: a token ends this long after sign-in however busy it is. */
  ELDERCARE_SESSION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .max(90 * 24 * 3600)
    .default(12 * 3600),
  ELDERCARE_SINGLE_SESSION: flag(false),
  ELDERCARE_ALLOW_PLAIN_PASSWORD: flag(false),
  /** A production start refuses ELDERCARE_ALLOW_PLAIN_PASSWORD=on unless this says the operator means it. */
  ELDERCARE_PLAIN_PASSWORD_I_UNDERSTAND: flag(false),
  ELDERCARE_OAUTH_CLIENT_ID: z.string().min(1).default('backoffice'),
  ELDERCARE_OAUTH_CLIENT_SECRET: z.string().min(1).default('backoffice-secret'),
  ELDERCARE_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  ELDERCARE_LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(10).default(600),
  ELDERCARE_LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  ELDERCARE_LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  ELDERCARE_LOGIN_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  ELDERCARE_RSA_PRIVATE_KEY: z.string().optional(),
  ELDERCARE_SEED: flag(true),
  NODE_ENV: z.string().optional(),
  /** Production start: the administrator's first password (else a one-time token is printed). */
  ELDERCARE_ADMIN_PASSWORD: z.string().min(1).max(64).optional(),
  ELDERCARE_TRUST_PROXY: flag(false),
  ELDERCARE_TRUSTED_PROXIES: z
    .string()
    .regex(/^[0-9A-Fa-f.:/,\s]*$/, 'a comma-separated list of proxy addresses or CIDR ranges')
    .optional(),
  ELDERCARE_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The platform's calendar (ages, "this month", day boundaries, exported times): an IANA zone. */
  ELDERCARE_TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, 'an IANA time zone name, e.g. Asia/Shanghai'),
  ELDERCARE_FILE_MAX_MB: z.coerce.number().positive().max(10_240).default(20),
  ELDERCARE_FILE_USER_QUOTA_MB: z.coerce.number().positive().default(1024),
  ELDERCARE_FILE_STORE_QUOTA_MB: z.coerce
    .number()
    .positive()
    .default(50 * 1024),
  ELDERCARE_FILE_UNATTACHED_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  ELDERCARE_S3_ENDPOINT: z.url().optional(),
  ELDERCARE_S3_BUCKET: z.string().min(1).optional(),
  ELDERCARE_S3_ACCESS_KEY: z.string().min(1).optional(),
  ELDERCARE_S3_SECRET_KEY: z.string().min(1).optional(),
  ELDERCARE_S3_REGION: z.string().min(1).default('us-east-1'),
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
  /** Absolute lifetime of a session, beside the sliding `tokenTtlSeconds`. */
  sessionMaxSeconds: number;
  singleSession: boolean;
  allowPlainPassword: boolean;
  oauthClientId: string;
  oauthClientSecret: string;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Failed logins from one address in a window before each further one waits a growing delay. */
  loginMaxFailuresPerAddress: number;
  /** Failed logins on one account from all addresses before each further one waits a growing delay. */
  loginMaxFailuresPerAccount: number;
  /** First delay once an account reaches `loginMaxFailures`; it doubles with each further failure. */
  loginDelaySeconds: number;
  rsaPrivateKeyPem: string | undefined;
  /** Demo data (`pnpm start`); false on a production start, which seeds one administrator only. */
  seed: boolean;
  /** Production start: the administrator's first password (never logged; else a one-time token). */
  adminPassword: string | undefined;
  /**
   * Proxies whose X-Forwarded-For is believed (login throttling keys on the client address): a
   * list of addresses or CIDR ranges. A header from anyone else is ignored, so it cannot be spoofed.
   */
  trustedProxies: string[];
  logLevel: z.infer<typeof EnvSchema>['ELDERCARE_LOG_LEVEL'];
  /** IANA zone of the platform's calendar, whatever the process's TZ (time-zone.ts). */
  timeZone: string;
  /** Largest upload accepted by the file store, in bytes (ELDERCARE_FILE_MAX_MB). */
  fileMaxBytes: number;
  /** Bytes one user's kept uploads may take (ELDERCARE_FILE_USER_QUOTA_MB). */
  fileUserQuotaBytes: number;
  /** Bytes all uploads together may take (ELDERCARE_FILE_STORE_QUOTA_MB). */
  fileStoreQuotaBytes: number;
  /** How long an upload attached nowhere is kept before the housekeeping deletes it. */
  fileUnattachedSeconds: number;
  /** S3-compatible object storage for files; undefined keeps them under DATA_DIR/files. */
  s3: S3Config | undefined;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** Object storage is used only when all four ELDERCARE_S3_* settings are given; some of them is a mistake. */
const s3Of = (e: z.infer<typeof EnvSchema>): S3Config | undefined => {
  const { ELDERCARE_S3_ENDPOINT: endpoint, ELDERCARE_S3_BUCKET: bucket } = e;
  const { ELDERCARE_S3_ACCESS_KEY: accessKey, ELDERCARE_S3_SECRET_KEY: secretKey } = e;
  const given = [endpoint, bucket, accessKey, secretKey].filter((v) => v !== undefined).length;
  if (given === 0) return undefined;
  if (!endpoint || !bucket || !accessKey || !secretKey) {
    throw new ConfigError(
      'Invalid server configuration:\n  ELDERCARE_S3_*: set ENDPOINT, BUCKET, ACCESS_KEY and SECRET_KEY together',
    );
  }
  return { endpoint, bucket, accessKey, secretKey, region: e.ELDERCARE_S3_REGION };
};

/**
 * The proxy list; the older `ELDERCARE_TRUST_PROXY=on` now means a proxy on this machine
 * (loopback) rather than "believe every sender", which let anyone spoof their address.
 */
const trustedProxiesOf = (list: string | undefined, trustLoopback: boolean): string[] => {
  const listed = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return trustLoopback && listed.length === 0 ? ['127.0.0.1', '::1'] : listed;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Settings an operator can get wrong in a way an attacker profits from, each refused with one line:
 * a first administrator password the policy rejects or the world knows, and — in production — the
 * captcha off or plain-text passwords on without the matching `…_I_UNDERSTAND=on`.
 */
const productionRefusal = (e: z.infer<typeof EnvSchema>): string | null => {
  const adminPassword = e.ELDERCARE_ADMIN_PASSWORD;
  const policyProblem = adminPassword ? checkPassword(adminPassword, 'admin') : null;
  if (policyProblem) return `ELDERCARE_ADMIN_PASSWORD: ${passwordMessage(policyProblem, 'en')}`;
  if (adminPassword && isPublishedPassword(adminPassword))
    return 'ELDERCARE_ADMIN_PASSWORD is a published or breached password (the demo password or one on the breach list); choose another.';
  if (e.NODE_ENV !== 'production') return null;
  if (!e.ELDERCARE_CAPTCHA && !e.ELDERCARE_CAPTCHA_OFF_I_UNDERSTAND)
    return 'ELDERCARE_CAPTCHA=off in production leaves the login open to scripted guessing; set ELDERCARE_CAPTCHA_OFF_I_UNDERSTAND=on to insist.';
  if (e.ELDERCARE_ALLOW_PLAIN_PASSWORD && !e.ELDERCARE_PLAIN_PASSWORD_I_UNDERSTAND)
    return 'ELDERCARE_ALLOW_PLAIN_PASSWORD=on in production accepts unencrypted passwords; set ELDERCARE_PLAIN_PASSWORD_I_UNDERSTAND=on to insist.';
  return null;
};

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const refusal = productionRefusal(e);
  if (refusal) throw new ConfigError(`Refusing to start: ${refusal}`);
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
    sessionMaxSeconds: e.ELDERCARE_SESSION_MAX_SECONDS,
    singleSession: e.ELDERCARE_SINGLE_SESSION,
    allowPlainPassword: e.ELDERCARE_ALLOW_PLAIN_PASSWORD,
    oauthClientId: e.ELDERCARE_OAUTH_CLIENT_ID,
    oauthClientSecret: e.ELDERCARE_OAUTH_CLIENT_SECRET,
    loginMaxFailures: e.ELDERCARE_LOGIN_MAX_FAILURES,
    loginWindowSeconds: e.ELDERCARE_LOGIN_WINDOW_SECONDS,
    loginMaxFailuresPerAddress: e.ELDERCARE_LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresPerAccount: e.ELDERCARE_LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginDelaySeconds: e.ELDERCARE_LOGIN_DELAY_SECONDS,
    rsaPrivateKeyPem: e.ELDERCARE_RSA_PRIVATE_KEY,
    // A production start never gets the published demo accounts.
    seed: e.ELDERCARE_SEED && e.NODE_ENV !== 'production',
    adminPassword: e.ELDERCARE_ADMIN_PASSWORD,
    trustedProxies: trustedProxiesOf(e.ELDERCARE_TRUSTED_PROXIES, e.ELDERCARE_TRUST_PROXY),
    logLevel: e.ELDERCARE_LOG_LEVEL,
    timeZone: e.ELDERCARE_TIME_ZONE,
    fileMaxBytes: Math.round(e.ELDERCARE_FILE_MAX_MB * 1024 * 1024),
    fileUserQuotaBytes: Math.round(e.ELDERCARE_FILE_USER_QUOTA_MB * 1024 * 1024),
    fileStoreQuotaBytes: Math.round(e.ELDERCARE_FILE_STORE_QUOTA_MB * 1024 * 1024),
    fileUnattachedSeconds: Math.round(e.ELDERCARE_FILE_UNATTACHED_HOURS * 3600),
    s3: s3Of(e),
  };
};
