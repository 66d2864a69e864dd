import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../src/contract.js';
import {
  canSwitchDataType,
  captchaUrl,
  checkInitialPassword,
  encryptPassword,
  getCaptcha,
  getFirstLogin,
  getHealth,
  getPublicKey,
  getUserDetail,
  getUserInfo,
  getUseOrg,
  login,
  logout,
  signIn,
} from '../src/index.js';
import { failure } from './helpers/failure.js';
import { DEMO_PASSWORD, memoryClient, serverURL, signedIn } from './helpers/signed-in.js';

describe('session against the real server', () => {
  it('health answers through the envelope', async () => {
    const { client } = memoryClient(serverURL());
    const health = endpoints.health.response.parse(await getHealth(client));
    expect(health.dbOk).toBe(true);
  });

  it('signs in with an RSA-encrypted password and reads the user info', async () => {
    const { client, errors } = await signedIn('admin');
    const info = endpoints.userInfo.response.parse(await getUserInfo(client));
    expect(info.userName).toBe('admin');
    expect(info.roles).toContain('sup_admin');
    expect(info.menus.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('signs in from a plain-http origin without WebCrypto (the PKCS#1 v1.5 fallback)', async () => {
    // Node has WebCrypto, so the test above signs in with RSA-OAEP; here `crypto.subtle` is gone.
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    try {
      const { client, errors } = await signedIn('operator');
      expect(endpoints.userInfo.response.parse(await getUserInfo(client)).userName).toBe('operator');
      expect(errors).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the raw grant with a password encrypted by encryptPassword works too', async () => {
    const { client } = memoryClient(serverURL());
    const { publicKey } = await getPublicKey(client);
    expect(publicKey).toMatch(/BEGIN PUBLIC KEY/);
    const token = await login(client, {
      username: '  operator ',
      password: encryptPassword(publicKey, DEMO_PASSWORD),
      validCode: '',
      deviceId: 'raw-grant',
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      isDecryption: true,
    });
    expect(endpoints.login.response.parse(token).token_type).toBe('bearer');
  });

  it('a wrong password is -999, shown for 5 s and passed to the caller', async () => {
    const { client, errors } = memoryClient(serverURL());
    const error = await failure(
      signIn(client, { username: 'admin', password: 'wrong-password1', deviceId: 'd' }),
    );
    expect(error).toMatchObject({ code: -999, kind: 'business' });
    expect(errors).toEqual([{ message: error.msg, durationMs: 5000 }]);
    expect(error.msg).not.toBe('');
  });

  it('a wrong OAuth client is 50013', async () => {
    const { client } = memoryClient(serverURL());
    const error = await failure(
      signIn(client, { username: 'admin', password: DEMO_PASSWORD, deviceId: 'd', clientSecret: 'nope' }),
    );
    expect(error.code).toBe(50013);
  });

  it('without a token a protected call is 50008 and sends no Authorization', async () => {
    const { client, errors, dialogs } = memoryClient(serverURL());
    const error = await failure(getUserInfo(client));
    expect(error.code).toBe(50008);
    expect(errors).toHaveLength(1);
    expect(dialogs).toHaveLength(0);
  });

  it('serves the captcha as SVG text and as an image URL', async () => {
    const { client } = memoryClient(serverURL());
    const svg = await getCaptcha(client, 'device-42');
    expect(svg).toMatch(/<svg/);
    const url = captchaUrl(client, 'device-42');
    expect(url).toMatch(/\/prod-api\/uaa\/validata\/code\/device-42\?t=\d+$/);
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('reads user detail, org, data-type switch, first login and password check', async () => {
    const { client } = await signedIn('admin');
    const detail = endpoints.userDetail.response.parse(await getUserDetail(client));
    expect(detail.roles.map((r) => r.roleKey)).toContain('sup_admin');
    endpoints.useOrg.response.parse(await getUseOrg(client));
    expect(typeof (await canSwitchDataType(client))).toBe('boolean');
    expect(typeof endpoints.firstLogin.response.parse(await getFirstLogin(client)).isFirstLogin).toBe(
      'boolean',
    );
    expect(
      typeof endpoints.passwordCheck.response.parse(await checkInitialPassword(client)).isInitialPassword,
    ).toBe('boolean');
  });

  it('the filterMode header reaches the server (the data type of the session)', async () => {
    const session = await signedIn('admin');
    const canSwitch = await canSwitchDataType(session.client);
    expect(canSwitch).toBe(true);
    session.store.dataType = 'trial';
    const trial = await getUserInfo(session.client);
    session.store.dataType = 'prod';
    const prod = await getUserInfo(session.client);
    expect(trial.userName).toBe(prod.userName);
  });

  it('logout revokes the token: the next call is 50008', async () => {
    const session = await signedIn('street');
    expect(await logout(session.client)).toBeNull();
    const error = await failure(getUserInfo(session.client));
    expect(error.code).toBe(50008);
  });
});
