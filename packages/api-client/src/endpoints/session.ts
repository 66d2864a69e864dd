import type { ApiClient, CallOptions } from '../client/types.js';
import { call, type BodyOf, type DataOf } from './call.js';

/** SPEC §7 Session: captcha, public key, login, logout and the signed-in user. */

/** The server's default OAuth client (ELDERCARE_OAUTH_CLIENT_ID / _SECRET). */
export const DEFAULT_OAUTH_CLIENT = { clientId: 'backoffice', clientSecret: 'backoffice-secret' } as const;

/** The captcha as SVG text, bound to `deviceId` (single use). */
export const getCaptcha = (client: ApiClient, deviceId: string, options?: CallOptions) =>
  call(
    client,
    { name: 'captcha', method: 'GET', path: '/uaa/validata/code/:deviceId' },
    { params: { deviceId } },
    { responseType: 'text', ...options },
  );

/**
 * URL of the captcha image for an `<img src>` (cache-busted per call). Only the base URL is read,
 * so a login page can show the image before it loads the client.
 */
export const captchaUrl = (client: Pick<ApiClient, 'baseURL'>, deviceId: string): string =>
  `${client.baseURL}/uaa/validata/code/${encodeURIComponent(deviceId)}?t=${Date.now()}`;

export const getPublicKey = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'publicKey', method: 'GET', path: '/uaa/public-key' }, {}, options);

/**
 * The raw password grant; `body.password` must already be encrypted (see `signIn`). In the body,
 * not the query: a URL (with its password) ends up in proxy and access logs.
 */
export const login = (client: ApiClient, body: BodyOf<'login'>, options?: CallOptions) =>
  call(client, { name: 'login', method: 'POST', path: '/uaa/oauth/token' }, { body }, options);

export interface SignInInput {
  username: string;
  /** Plain text: it is RSA-encrypted with the server's public key before it leaves. */
  password: string;
  validCode?: string;
  deviceId: string;
  clientId?: string;
  clientSecret?: string;
  redirectUrl?: string;
  /** Skips `GET /uaa/public-key` when the host already holds the key. */
  publicKey?: string;
}

/**
 * SPEC §7 login: fetches the public key, encrypts the password and asks for a token. Storing the
 * token (`setToken`) is the host's step; errors reach the caller as `ApiError`.
 */
export async function signIn(
  client: ApiClient,
  input: SignInInput,
  options?: CallOptions,
): Promise<DataOf<'login'>> {
  // The encryption loads when someone signs in: a bundler places modules, so a static import would put
  // it wherever `captchaUrl` goes (the login route and the shell).
  const [{ encryptLoginPassword }, publicKey] = await Promise.all([
    import('../session/encrypt-login-password.js'),
    input.publicKey ?? getPublicKey(client, options).then((key) => key.publicKey),
  ]);
  return login(
    client,
    {
      username: input.username.trim(),
      password: await encryptLoginPassword(publicKey, input.password),
      validCode: input.validCode ?? '',
      deviceId: input.deviceId,
      grant_type: 'password',
      client_id: input.clientId ?? DEFAULT_OAUTH_CLIENT.clientId,
      client_secret: input.clientSecret ?? DEFAULT_OAUTH_CLIENT.clientSecret,
      redirect_url: input.redirectUrl,
      isDecryption: true,
    },
    options,
  );
}

export const logout = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'logout', method: 'GET', path: '/uaa/logout' }, {}, options);

export const getUserInfo = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'userInfo', method: 'GET', path: '/uaa/user/info' }, {}, options);

/** Active sessions of a user (never the tokens themselves). */
export const listOfflineTokens = (client: ApiClient, userName: string, options?: CallOptions) =>
  call(
    client,
    { name: 'offlineTokens', method: 'GET', path: '/uaa/tokens/offline' },
    { query: { userName } },
    options,
  );

/**
 * SPEC §4 role switch: the session works in `roleKey` (one the user holds; null: all of them) until
 * switched back or signed out. Reload the user info afterwards: menus and permissions follow.
 */
export const switchRole = (client: ApiClient, roleKey: string | null, options?: CallOptions) =>
  call(
    client,
    { name: 'switchRole', method: 'PUT', path: '/uaa/user/active-role' },
    { body: { roleKey } },
    options,
  );

/** SPEC §6: the data-type switcher shows only when this answers true. */
export const canSwitchDataType = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'dataTypeSwitch', method: 'GET', path: '/select' }, {}, options);

export const getFirstLogin = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'firstLogin', method: 'GET', path: '/admin/system/user/first' }, {}, options);

export const setFirstPassword = (client: ApiClient, newPassword: string, options?: CallOptions) =>
  call(
    client,
    { name: 'firstPassword', method: 'POST', path: '/admin/system/user/password/first' },
    { body: { newPassword } },
    options,
  );

export const checkInitialPassword = (client: ApiClient, options?: CallOptions) =>
  call(
    client,
    { name: 'passwordCheck', method: 'GET', path: '/admin/system/user/password/check' },
    {},
    options,
  );
