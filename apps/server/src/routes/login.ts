import { endpoints, ErrorCode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { consumeCaptcha } from '../auth/captcha.js';
import { openLoginCiphertext } from '../auth/login-ciphertext.js';
import { verifyDecoy, verifyPassword } from '../auth/passwords.js';
import { LoginsInFlight } from '../auth/logins-in-flight.js';
import {
  isKnownAddress,
  pruneThrottle,
  recordSuccess,
  reserveLoginAttempt,
  throttleKeys,
  type ThrottlePolicy,
} from '../auth/throttle.js';
import { issueToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { audit } from '../services/audit.js';
import { findLoginAccount } from '../services/user-repository.js';

/** A flood of correct logins on one counter could keep a waiting one refused; it gives up after this. */
const MAX_THROTTLE_ROUNDS = 20;

const throttlePolicyOf = ({ config }: AppContext): ThrottlePolicy => ({
  maxFailures: config.loginMaxFailures,
  maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
  maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
  windowSeconds: config.loginWindowSeconds,
  delaySeconds: config.loginDelaySeconds,
});

const checkClient = ({ config }: AppContext, clientId: string, clientSecret: string) => {
  if (clientId !== config.oauthClientId || clientSecret !== config.oauthClientSecret)
    throw new AppError(ErrorCode.ClientInvalid, 'badClient');
};

/** True when a captcha was asked for and answered right; throws when it was answered wrong. */
const checkCaptcha = async (ctx: AppContext, deviceId: string, answer: string): Promise<boolean> => {
  if (!ctx.config.captchaEnabled) return false;
  if (!(await consumeCaptcha(ctx.db, deviceId, answer)))
    throw new AppError(ErrorCode.LoginFailed, 'badCaptcha');
  return true;
};

const plainPassword = async (ctx: AppContext, password: string, isDecryption: boolean): Promise<string> => {
  if (isDecryption) {
    const opened = await openLoginCiphertext(ctx.db, ctx.rsa, password);
    if (!opened.ok)
      throw new AppError(
        ErrorCode.LoginFailed,
        opened.reason === 'undecryptable' ? 'badEncryption' : 'replayedCiphertext',
      );
    return opened.password;
  }
  if (!ctx.config.allowPlainPassword) throw new AppError(ErrorCode.LoginFailed, 'plainPasswordRefused');
  return password;
};

/**
 * Every check counts on its address's counter and on the account's counter for that address,
 * captcha or not, known address or not. The account-wide counter (guesses from everywhere) is
 * skipped only by a captcha-verified login from an address the owner signed in from before, so
 * an attacker elsewhere cannot lock the owner out. A refusal waits for the checks in progress on
 * the same counters (auth/logins-in-flight.ts) and tries again. Returns what ends the check.
 */
const passThrottle = async (
  ctx: AppContext,
  inFlight: LoginsInFlight,
  attempt: { userName: string; address: string; captchaVerified: boolean },
) => {
  const { userName, address, captchaVerified } = attempt;
  const ownerAtKnownAddress = captchaVerified && (await isKnownAddress(ctx.db, userName, address));
  const counters = throttleKeys(userName, address, ownerAtKnownAddress);
  const keys = counters.map((counter) => counter.key);
  let quiet = false;
  for (let round = 0; round < MAX_THROTTLE_ROUNDS; round += 1) {
    if (await reserveLoginAttempt(ctx.db, counters, throttlePolicyOf(ctx))) return inFlight.begin(keys);
    if (await inFlight.settle(keys)) continue;
    // None running now: those that ended since the refusal may have cleared the counters (a
    // success does), so one more try; a second refusal with none running stands.
    if (quiet) break;
    quiet = true;
  }
  throw new AppError(ErrorCode.Throttled, 'throttled');
};

const checkCredentials = async (ctx: AppContext, userName: string, password: string) => {
  const user = await findLoginAccount(ctx.db, userName);
  // Same message, and the same argon2 time, for an unknown user and a wrong password.
  const matches = user ? await verifyPassword(user.password_hash, password) : await verifyDecoy(password);
  if (!user || !matches) throw new AppError(ErrorCode.LoginFailed, 'badCredentials');
  if (user.status !== '0') throw new AppError(ErrorCode.AccountDisabled, 'accountDisabled');
  return user.id;
};

/**
 * `POST /uaa/oauth/token` in named steps: client → captcha → password decryption → throttle →
 * password check → token. The throttle reserves the check before it runs (auth/throttle.ts).
 */
export const loginRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db, config } = ctx;
  const inFlight = new LoginsInFlight();

  // The parameters arrive in the JSON body (SPEC §7 names): the query form is not accepted, so
  // no password, even encrypted, lands in a URL, an access log or a browser history.
  route(app, ctx, endpoints.login, async ({ body, request }) => {
    checkClient(ctx, body.client_id, body.client_secret);
    const captchaVerified = await checkCaptcha(ctx, body.deviceId, body.validCode);
    const password = await plainPassword(ctx, body.password, body.isDecryption);
    const endCheck = await passThrottle(ctx, inFlight, {
      userName: body.username,
      address: request.ip,
      captchaVerified,
    });
    let userId: number;
    try {
      userId = await checkCredentials(ctx, body.username, password);
      await recordSuccess(db, userId, body.username, request.ip);
    } finally {
      endCheck();
    }
    await pruneThrottle(db, throttlePolicyOf(ctx));
    const issued = await issueToken(db, userId, config.tokenTtlSeconds, config.singleSession);
    await audit(db, userId, 'login', `user:${userId}`);
    return { access_token: issued.token, token_type: 'bearer' as const, expires_in: issued.expiresIn };
  });
};
