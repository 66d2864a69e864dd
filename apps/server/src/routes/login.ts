import { endpoints, ErrorCode } from '@eldercare/contract';
import type { FastifyInstance } from 'fastify';
import { consumeCaptcha } from '../auth/captcha.js';
import { openLoginCiphertext } from '../auth/login-ciphertext.js';
import { verifyDecoy, verifyPassword } from '../auth/passwords.js';
import {
  isKnownAddress,
  pruneThrottle,
  recordSuccess,
  reserveLoginAttempt,
  type ThrottlePolicy,
} from '../auth/throttle.js';
import { issueToken } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { audit } from '../services/audit.js';

/**
 * `POST /uaa/oauth/token` in named steps: client → captcha → password decryption → throttle →
 * password check → token. The throttle reserves the check before it runs (auth/throttle.ts).
 */
export const loginRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { db, config } = ctx;
  const policy: ThrottlePolicy = {
    maxFailures: config.loginMaxFailures,
    maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    windowSeconds: config.loginWindowSeconds,
    delaySeconds: config.loginDelaySeconds,
  };

  const checkClient = (clientId: string, clientSecret: string) => {
    if (clientId !== config.oauthClientId || clientSecret !== config.oauthClientSecret)
      throw new AppError(ErrorCode.ClientInvalid, 'badClient');
  };

  /** True when a captcha was asked for and answered right; throws when it was answered wrong. */
  const checkCaptcha = async (deviceId: string, answer: string): Promise<boolean> => {
    if (!config.captchaEnabled) return false;
    if (!(await consumeCaptcha(db, deviceId, answer)))
      throw new AppError(ErrorCode.LoginFailed, 'badCaptcha');
    return true;
  };

  const plainPassword = async (password: string, isDecryption: boolean): Promise<string> => {
    if (isDecryption) {
      const opened = await openLoginCiphertext(db, ctx.rsa, password);
      if (!opened.ok)
        throw new AppError(
          ErrorCode.LoginFailed,
          opened.reason === 'undecryptable' ? 'badEncryption' : 'replayedCiphertext',
        );
      return opened.password;
    }
    if (!config.allowPlainPassword) throw new AppError(ErrorCode.LoginFailed, 'plainPasswordRefused');
    return password;
  };

  /**
   * The real owner is never locked out: a captcha-verified login from an address they signed in
   * from before skips the counters (an attacker elsewhere cannot be at that address). Everyone
   * else reserves a check on the address's and the account's counters first.
   */
  const passThrottle = async (userName: string, address: string, captchaVerified: boolean) => {
    if (captchaVerified && (await isKnownAddress(db, userName, address))) return;
    if (!(await reserveLoginAttempt(db, userName, address, policy)))
      throw new AppError(ErrorCode.Throttled, 'throttled');
  };

  const checkCredentials = async (userName: string, password: string) => {
    const user = await db
      .selectFrom('app_user')
      .select(['id', 'password_hash', 'status'])
      .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()))
      .where('deleted', '=', false)
      .executeTakeFirst();
    // Same message, and the same argon2 time, for an unknown user and a wrong password.
    const matches = user ? await verifyPassword(user.password_hash, password) : await verifyDecoy(password);
    if (!user || !matches) throw new AppError(ErrorCode.LoginFailed, 'badCredentials');
    if (user.status !== '0') throw new AppError(ErrorCode.AccountDisabled, 'accountDisabled');
    return user.id;
  };

  // The parameters arrive in the JSON body (SPEC §7 names): the query form is not accepted, so
  // no password, even encrypted, lands in a URL, an access log or a browser history.
  route(app, ctx, endpoints.login, async ({ body, request }) => {
    checkClient(body.client_id, body.client_secret);
    const captchaVerified = await checkCaptcha(body.deviceId, body.validCode);
    const password = await plainPassword(body.password, body.isDecryption);
    await passThrottle(body.username, request.ip, captchaVerified);
    const userId = await checkCredentials(body.username, password);
    await recordSuccess(db, userId, body.username, request.ip);
    await pruneThrottle(db, policy);
    const issued = await issueToken(db, userId, config.tokenTtlSeconds, config.singleSession);
    await audit(db, userId, 'login', `user:${userId}`);
    return { access_token: issued.token, token_type: 'bearer' as const, expires_in: issued.expiresIn };
  });
};
