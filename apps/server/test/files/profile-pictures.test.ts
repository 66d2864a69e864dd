import path from 'node:path';
import { ErrorCode } from '@eldercare/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeUnattached } from '../../src/files/hygiene.js';
import { LocalFileStore } from '../../src/files/local-store.js';
import { buildCatalogue } from '../../src/resources/index.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { fetchFile, listen, stopListening, upload } from './helpers.js';

/**
 * Avatars and system logos from the file store, over real HTTP: saved only from one's own image
 * uploads, attached so the housekeeping keeps them, downloadable by those who see them.
 */
let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user] ?? '';

beforeAll(async () => {
  server = await startTestServer();
  base = await listen(server.app);
  for (const user of ['admin', 'street', 'lishan', 'devops']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => stopListening(server));

const db = () => server.app.eldercare.db;
const png = (colour: string) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
const purge = () =>
  purgeUnattached(
    db(),
    buildCatalogue(),
    new LocalFileStore(path.join(server.config.dataDir, 'files')),
    server.config.fileUnattachedSeconds,
  );
const age = (id: string) =>
  sql`update files set created_at = now() - make_interval(hours => 48) where id = ${id}`.execute(db());

const saveAvatar = (user: string, avatar: string) =>
  call(server.app, {
    method: 'PUT',
    url: `/prod-api/admin/system/user/info?avatar=${encodeURIComponent(avatar)}`,
    token: as(user),
    headers: { 'accept-language': 'en' },
  });
const saveLogo = (user: string, body: Record<string, string | null>) =>
  call(server.app, {
    method: 'PUT',
    url: '/prod-api/admin/system/user/logo',
    token: as(user),
    headers: { 'accept-language': 'en' },
    payload: body,
  });
const info = async (user: string) =>
  (
    await call<{ avatar: string; sysUserConfig: { sysLogo: string | null; sysIco: string | null } }>(
      server.app,
      { method: 'GET', url: '/prod-api/uaa/user/info', token: as(user) },
    )
  ).data;

describe('avatar from the file store', () => {
  it('saves an uploaded avatar, which survives the purge and reaches its user and who lists them', async () => {
    const saved = await upload(base, as('street'), await png('#c03030'), 'me.png');
    expect(saved.code, saved.msg).toBe(0);
    const answer = await saveAvatar('street', saved.data.url);
    expect(answer.code, answer.msg).toBe(0);
    expect((await info('street')).avatar).toBe(saved.data.url);

    await age(saved.data.id);
    await purge();
    expect(await fetchFile(base, as('street'), saved.data.url)).toMatchObject({ type: 'image/png' });
    // admin lists every user; lishan lists the users of another street only.
    expect(await fetchFile(base, as('admin'), saved.data.url)).toMatchObject({ type: 'image/png' });
    expect(await fetchFile(base, as('lishan'), saved.data.url)).toEqual({ code: ErrorCode.Forbidden });
  });

  it('refuses another area’s user’s upload, changing nothing', async () => {
    const mine = await upload(base, as('street'), await png('#30c030'), 'mine.png');
    expect((await saveAvatar('street', mine.data.url)).code).toBe(0);
    const theirs = await upload(base, as('lishan'), await png('#3030c0'), 'theirs.png');
    expect(theirs.code, theirs.msg).toBe(0);
    expect(await saveAvatar('street', theirs.data.url)).toMatchObject({
      code: ErrorCode.Invalid,
      msg: 'You may use only a picture you uploaded yourself; please upload it again',
    });
    expect((await info('street')).avatar).toBe(mine.data.url);
    // Not attached by the refused save: the purge still collects it.
    await age(theirs.data.id);
    await purge();
    expect(await fetchFile(base, as('lishan'), theirs.data.url)).toEqual({ code: ErrorCode.NotFound });
  });

  it('refuses a file that is not a picture and a data: URL; keeps https links; removes', async () => {
    const text = await upload(base, as('street'), Buffer.from('not a picture\n'), 'a.txt');
    expect(await saveAvatar('street', text.data.url)).toMatchObject({
      code: ErrorCode.Invalid,
      msg: 'This file is not a picture: JPEG, PNG, GIF or WebP only',
    });
    expect(await saveAvatar('street', 'data:image/png;base64,iVBORw0KGgo=')).toMatchObject({
      code: ErrorCode.Invalid,
      msg: 'Upload a picture or give an https address of one',
    });
    expect((await saveAvatar('street', 'https://example.org/me.png')).code).toBe(0);
    expect((await info('street')).avatar).toBe('https://example.org/me.png');
    const picture = await upload(base, as('street'), await png('#808000'), 'gone.png');
    expect((await saveAvatar('street', picture.data.url)).code).toBe(0);
    expect((await saveAvatar('street', '')).code).toBe(0);
    expect((await info('street')).avatar).toBe('');
    await age(picture.data.id);
    await purge();
    expect(await fetchFile(base, as('street'), picture.data.url)).toEqual({ code: ErrorCode.NotFound });
  });

  it('lets a user who writes no module upload a picture, and nothing else', async () => {
    const text = await upload(base, as('devops'), Buffer.from('notes\n'), 'notes.txt');
    expect(text).toMatchObject({
      code: ErrorCode.Forbidden,
      msg: 'You may upload pictures only (JPEG, PNG, GIF, WebP), for your avatar or system logo',
    });
    const picture = await upload(base, as('devops'), await png('#008080'), 'ops.png');
    expect(picture.code, picture.msg).toBe(0);
    expect((await saveAvatar('devops', picture.data.url)).code).toBe(0);
  });
});

describe('system logo and icon from the file store', () => {
  it('keeps them attached and shows them to their user only', async () => {
    const logo = await upload(base, as('street'), await png('#f0a000'), 'logo.png');
    const icon = await upload(base, as('street'), await png('#00a0f0'), 'icon.png');
    const answer = await saveLogo('street', {
      sysName: '秋浦',
      sysLogo: logo.data.url,
      sysIco: icon.data.url,
    });
    expect(answer.code, answer.msg).toBe(0);
    expect((await info('street')).sysUserConfig).toMatchObject({
      sysLogo: logo.data.url,
      sysIco: icon.data.url,
    });
    for (const file of [logo, icon]) await age(file.data.id);
    await purge();
    expect(await fetchFile(base, as('street'), logo.data.url)).toMatchObject({ type: 'image/png' });
    expect(await fetchFile(base, as('street'), icon.data.url)).toMatchObject({ type: 'image/png' });
    expect(await fetchFile(base, as('admin'), logo.data.url)).toEqual({ code: ErrorCode.Forbidden });
  });

  it('refuses someone else’s upload as a logo, changing nothing', async () => {
    const before = (await info('street')).sysUserConfig;
    const theirs = await upload(base, as('lishan'), await png('#101010'), 'theirs.png');
    expect(await saveLogo('street', { sysName: 'x', sysLogo: theirs.data.url })).toMatchObject({
      code: ErrorCode.Invalid,
      msg: 'You may use only a picture you uploaded yourself; please upload it again',
    });
    expect((await info('street')).sysUserConfig).toEqual(before);
  });
});
