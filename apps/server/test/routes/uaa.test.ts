import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey, randomBytes, webcrypto } from 'node:crypto';
import { createRequire } from 'node:module';
import { plantCaptcha } from '../../src/auth/captcha.js';
import {
  call,
  DEMO_PASSWORD,
  encryptPassword,
  login,
  startTestServer,
  tokenFor,
  type TestServer,
} from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

interface MenuNode {
  name: string;
  nameI18n: Record<string, string>;
  type: string;
  url: string;
  children: MenuNode[];
  buttons: { name: string; perms: string }[];
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

interface JsEncryptLike {
  setPublicKey(pem: string): void;
  encrypt(text: string): string | false;
}

/** The browser's own library (jsencrypt is CommonJS-first; plain Node ESM loads it by require). */
type JsEncryptCtor = new () => JsEncryptLike;

const loadJsEncrypt = (): JsEncryptCtor => {
  const mod = createRequire(import.meta.url)('jsencrypt') as
    JsEncryptCtor | { default?: JsEncryptCtor; JSEncrypt?: JsEncryptCtor };
  const ctor = typeof mod === 'function' ? mod : (mod.default ?? mod.JSEncrypt);
  if (!ctor) throw new Error('jsencrypt did not load');
  return ctor;
};

describe('login (POST /uaa/oauth/token)', () => {
  it('accepts a password encrypted by jsencrypt exactly as the back-office sends it', async () => {
    const { data } = await call<{ publicKey: string }>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/public-key',
    });
    const JSEncrypt = loadJsEncrypt();
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(data.publicKey);
    const encrypted = encryptor.encrypt(DEMO_PASSWORD);
    expect(typeof encrypted).toBe('string');
    const query = new URLSearchParams({
      username: 'admin ',
      password: encrypted as string,
      validCode: '',
      deviceId: 'browser-1',
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      redirect_url: '/dashboard',
      isDecryption: 'true',
    });
    const res = await call<{ access_token: string }>(server.app, {
      method: 'POST',
      url: '/prod-api/uaa/oauth/token',
      payload: Object.fromEntries(query),
    });
    expect(res.code).toBe(0);
    const info = await call<{ name: string }>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      token: res.data.access_token,
    });
    expect(info.data.name).toBe('超级管理员');
  });

  it('accepts a password encrypted with WebCrypto RSA-OAEP (SHA-256) as the back-office sends it', async () => {
    const { data } = await call<{ publicKey: string }>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/public-key',
    });
    const spki = createPublicKey(data.publicKey).export({ type: 'spki', format: 'der' });
    const key = await webcrypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    const message = new TextEncoder().encode(
      `${Date.now()}.${randomBytes(16).toString('hex')}.${DEMO_PASSWORD}`,
    );
    const sealed = Buffer.from(await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, message));
    const payload = {
      username: 'admin',
      password: sealed.toString('base64'),
      validCode: '',
      deviceId: 'browser-oaep',
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      isDecryption: 'true',
    };
    const res = await call<{ access_token: string }>(server.app, {
      method: 'POST',
      url: '/prod-api/uaa/oauth/token',
      payload,
    });
    expect(res.code).toBe(0);
    // The nonce inside makes it single use, as with PKCS#1 v1.5.
    const again = await call(server.app, { method: 'POST', url: '/prod-api/uaa/oauth/token', payload });
    expect(again.code).not.toBe(0);
  });

  it('signs in with an RSA-encrypted password as the browser does', async () => {
    const res = await login(server.app, '  admin  ');
    expect(res.code).toBe(0);
    expect(res.data?.token_type).toBe('bearer');
    expect(res.data?.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.data?.expires_in).toBe(7200);
  });

  it('refuses a wrong password with -999 and never echoes it', async () => {
    const res = await login(server.app, 'institution', 'Wrong#999', {}, '10.0.0.1');
    expect(res.code).toBe(-999);
    expect(JSON.stringify(res)).not.toContain('Wrong#999');
  });

  it('refuses plain passwords unless configured', async () => {
    const query = new URLSearchParams({
      username: 'provider',
      password: DEMO_PASSWORD,
      validCode: '',
      deviceId: 'd1',
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      isDecryption: 'false',
    });
    const res = await call(server.app, {
      method: 'POST',
      url: '/prod-api/uaa/oauth/token',
      payload: Object.fromEntries(query),
      headers: { 'x-forwarded-for': '10.0.0.2' },
    });
    expect(res.code).toBe(-999);
  });

  it('refuses a wrong OAuth client with 50013', async () => {
    const res = await login(server.app, 'provider', DEMO_PASSWORD, { client_secret: 'nope' }, '10.0.0.3');
    expect(res.code).toBe(50013);
  });

  it('answers bad input with -1 and a translated field message', async () => {
    const res = await call(server.app, {
      method: 'POST',
      url: '/prod-api/uaa/oauth/token',
      payload: { username: 'admin', grant_type: 'password' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.code).toBe(-1);
    expect(res.msg).toMatch(/is required/);
  });

  it('takes the password from the body only: the SPEC parameters in the URL are refused', async () => {
    const key = await call<{ publicKey: string }>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/public-key',
    });
    const query = new URLSearchParams({
      username: 'admin',
      password: encryptPassword(key.data.publicKey, DEMO_PASSWORD),
      validCode: '',
      deviceId: 'url-form',
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      isDecryption: 'true',
    });
    const res = await call(server.app, {
      method: 'POST',
      url: `/prod-api/uaa/oauth/token?${query.toString()}`,
      headers: { 'x-forwarded-for': '10.0.0.9' },
    });
    expect(res.code).toBe(-1);
    expect(res.data).toBeNull();
  });

  it('throttles a user name after its limit of failures from all addresses (429), even with the right password', async () => {
    for (let i = 0; i < server.config.loginMaxFailuresPerAccount; i += 1)
      expect((await login(server.app, 'assessor', 'Bad#pass1', {}, `10.1.0.${i}`)).code).toBe(-999);
    expect((await login(server.app, 'assessor', DEMO_PASSWORD, {}, '10.1.1.1')).code).toBe(429);
    expect((await login(server.app, 'sysadmin', DEMO_PASSWORD, {}, '10.1.1.1')).code).toBe(0);
  });

  it('throttles a client address after its limit of failures across user names', async () => {
    for (let i = 0; i < server.config.loginMaxFailuresPerAddress; i += 1)
      expect((await login(server.app, `nobody${i}`, 'Bad#pass1', {}, '10.2.0.1')).code).toBe(-999);
    expect((await login(server.app, 'sysadmin', DEMO_PASSWORD, {}, '10.2.0.1')).code).toBe(429);
    expect((await login(server.app, 'sysadmin', DEMO_PASSWORD, {}, '10.2.0.2')).code).toBe(0);
  });
});

describe('session', () => {
  it('returns user info with the menu tree, buttons and translations', async () => {
    const token = await tokenFor(server.app, 'admin');
    const res = await call<{
      roles: string[];
      menus: MenuNode[];
      sysRoles: { roleKey: string }[];
      accountDataType: string;
    }>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      token,
    });
    expect(res.code).toBe(0);
    expect(res.data.roles).toEqual(['sup_admin']);
    expect(res.data.sysRoles[0]?.roleKey).toBe('sup_admin');
    const pages = flatten(res.data.menus).filter((m) => m.type === 'C');
    const users = pages.find((p) => p.url === '/system/user');
    expect(users).toMatchObject({
      name: '用户管理',
      nameI18n: { 'zh-CN': '用户管理', en: 'Users', es: 'Usuarios' },
    });
    expect(users?.buttons.map((b) => b.name)).toEqual(expect.arrayContaining(['查询', '重置', '新增']));
    expect(res.data.accountDataType).toBe('prod');
  });

  it('gives a street user only their menus', async () => {
    const token = await tokenFor(server.app, 'street');
    const res = await call<{ menus: MenuNode[]; perms: string[] }>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      token,
    });
    const urls = flatten(res.data.menus).map((m) => m.url);
    expect(urls).toContain('/system/user');
    expect(urls).not.toContain('/system/announcement');
    expect(res.data.perms).toContain('system:user:list');
    expect(res.data.perms).not.toContain('system:user:add');
  });

  it('rejects calls without a token (50008) and with a revoked one after logout', async () => {
    expect((await call(server.app, { method: 'GET', url: '/prod-api/uaa/user/info' })).code).toBe(50008);
    const token = await tokenFor(server.app, 'provider');
    expect((await call(server.app, { method: 'GET', url: '/prod-api/uaa/logout', token })).code).toBe(0);
    expect((await call(server.app, { method: 'GET', url: '/prod-api/uaa/user/info', token })).code).toBe(
      50008,
    );
  });

  it('reports an expired token as 50014 and slides expiry on use', async () => {
    const token = await tokenFor(server.app, 'institution');
    const db = server.app.eldercare.db;
    const before = await db
      .selectFrom('auth_token')
      .select(['id', 'expires_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('auth_token')
      .set({ expires_at: new Date(Date.now() + 1000) })
      .where('id', '=', before.id)
      .execute();
    expect((await call(server.app, { method: 'GET', url: '/prod-api/select', token })).code).toBe(0);
    const slid = await db
      .selectFrom('auth_token')
      .select('expires_at')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(slid.expires_at.getTime()).toBeGreaterThan(Date.now() + 3600_000);
    // A read that would move the expiry by less than a step writes nothing:
    // the token row is left exactly as it was.
    const again = await call(server.app, { method: 'GET', url: '/prod-api/select', token });
    expect(again.code).toBe(0);
    const unchanged = await db
      .selectFrom('auth_token')
      .select('expires_at')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.expires_at.getTime()).toBe(slid.expires_at.getTime());
    await db
      .updateTable('auth_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', before.id)
      .execute();
    expect((await call(server.app, { method: 'GET', url: '/prod-api/select', token })).code).toBe(50014);
  });

  it('stores tokens hashed only', async () => {
    const token = await tokenFor(server.app, 'devops');
    const rows = await server.app.eldercare.db.selectFrom('auth_token').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('reports 50012 when signed in elsewhere under the single-session policy', async () => {
    server.config.singleSession = true;
    try {
      const first = await tokenFor(server.app, 'opsummary');
      await tokenFor(server.app, 'opsummary');
      expect((await call(server.app, { method: 'GET', url: '/prod-api/select', token: first })).code).toBe(
        50012,
      );
    } finally {
      server.config.singleSession = false;
    }
  });

  it('lists and force-revokes sessions; others get 403 and out-of-area targets are not found', async () => {
    const admin = await tokenFor(server.app, 'admin');
    const victim = await tokenFor(server.app, 'lishan');
    const listed = await call<{ userName: string; userId: number }[]>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/tokens/offline?userName=lishan',
      token: admin,
    });
    expect(listed.code).toBe(0);
    expect(listed.data.length).toBeGreaterThan(0);
    const userId = listed.data[0]!.userId;
    const street = await tokenFor(server.app, 'street');
    expect(
      (
        await call(server.app, {
          method: 'PUT',
          url: `/prod-api/admin/system/user/forceSignOut/${userId}`,
          token: street,
        })
      ).code,
    ).toBe(403);
    expect((await call(server.app, { method: 'GET', url: '/prod-api/select', token: victim })).code).toBe(0);
    const res = await call<{ revoked: number }>(server.app, {
      method: 'PUT',
      url: `/prod-api/admin/system/user/forceSignOut/${userId}`,
      token: admin,
    });
    expect(res.data.revoked).toBeGreaterThan(0);
    expect((await call(server.app, { method: 'GET', url: '/prod-api/select', token: victim })).code).toBe(
      50008,
    );
  });

  it('tells who may switch the data type', async () => {
    expect(
      (
        await call(server.app, {
          method: 'GET',
          url: '/prod-api/select',
          token: await tokenFor(server.app, 'admin'),
        })
      ).data,
    ).toBe(true);
    expect(
      (
        await call(server.app, {
          method: 'GET',
          url: '/prod-api/select',
          token: await tokenFor(server.app, 'street'),
        })
      ).data,
    ).toBe(false);
  });

  it('serves the public key and a captcha image', async () => {
    const key = await call<{ publicKey: string }>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/public-key',
    });
    expect(key.data.publicKey).toContain('BEGIN PUBLIC KEY');
    const captcha = await server.app.inject({ method: 'GET', url: '/prod-api/uaa/validata/code/dev-1' });
    expect(captcha.headers['content-type']).toContain('image/svg+xml');
    expect(captcha.body).toContain('<svg');
  });
});

describe('captcha (when enabled)', () => {
  it('needs a valid, unexpired captcha, each usable once', async () => {
    server.config.captchaEnabled = true;
    const db = server.app.eldercare.db;
    try {
      const image = await server.app.inject({ method: 'GET', url: '/prod-api/uaa/validata/code/dev-c' });
      expect(image.body).toContain('<svg');
      const stored = await db
        .selectFrom('captcha')
        .selectAll()
        .where('device_id', '=', 'dev-c')
        .executeTakeFirstOrThrow();
      expect(stored.answer_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(
        (
          await login(
            server.app,
            'sysadmin',
            DEMO_PASSWORD,
            { deviceId: 'dev-c', validCode: 'zzzz' },
            '10.3.0.1',
          )
        ).code,
      ).toBe(-999);
      // The wrong guess consumed the captcha: it cannot be retried.
      expect(
        await db.selectFrom('captcha').selectAll().where('device_id', '=', 'dev-c').executeTakeFirst(),
      ).toBeUndefined();

      await plantCaptcha(db, 'dev-d', 'AbCd');
      expect(
        (
          await login(
            server.app,
            'sysadmin',
            DEMO_PASSWORD,
            { deviceId: 'dev-d', validCode: 'abcd' },
            '10.3.0.2',
          )
        ).code,
      ).toBe(0);
      expect(
        (
          await login(
            server.app,
            'sysadmin',
            DEMO_PASSWORD,
            { deviceId: 'dev-d', validCode: 'abcd' },
            '10.3.0.3',
          )
        ).code,
      ).toBe(-999);

      await plantCaptcha(db, 'dev-e', 'wxyz');
      await db
        .updateTable('captcha')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('device_id', '=', 'dev-e')
        .execute();
      expect(
        (
          await login(
            server.app,
            'sysadmin',
            DEMO_PASSWORD,
            { deviceId: 'dev-e', validCode: 'wxyz' },
            '10.3.0.4',
          )
        ).code,
      ).toBe(-999);
    } finally {
      server.config.captchaEnabled = false;
    }
  });
});
