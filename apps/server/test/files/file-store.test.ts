import { ErrorCode } from '@eldercare/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody } from '../resources/fixtures.js';
import { download, FILE_API, fetchFile, listen, stopListening, upload } from './helpers.js';

/** Upload, download, type sniffing, the cap, thumbnails and who may download, over real HTTP. */
const elderly = buildCatalogue().find('elderlyInfo') as ServedResource;
const QIUPU_COMMUNITY = '341702001001';
const LISHAN_COMMUNITY = '341702002001';

let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user] ?? '';

beforeAll(async () => {
  server = await startTestServer({ ELDERCARE_FILE_MAX_MB: '1' });
  base = await listen(server.app);
  for (const user of ['admin', 'street', 'lishan']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => stopListening(server));

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3080c0' } })
    .png()
    .toBuffer();

const createPerson = async (user: string, community: string, photo: unknown) =>
  request<{ id: number }>(server.app, as(user), 'POST', '/elderlyInfo', {
    ...validBody(elderly, `${user}-${Math.random()}`),
    community,
    photo,
  });

describe('upload and download', () => {
  it('stores a file and streams the same bytes back with its name and type', async () => {
    const bytes = Buffer.from('Care plan, week 12\nBreakfast 8:00\n');
    const saved = await upload(base, as('admin'), bytes, '护理计划 week 12.txt', 'text/html');
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({ name: '护理计划 week 12.txt', size: bytes.length });
    expect(saved.data.mime).toMatch(/^text\/plain/);
    expect(saved.data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(saved.data.url).toBe(`${FILE_API}/${saved.data.id}`);

    const answer = await download(base, as('admin'), saved.data.url);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="____ week 12.txt"; filename*=UTF-8''${encodeURIComponent('护理计划 week 12.txt')}`,
    );
  });

  it('keeps identical bytes once (content-addressed) under two file ids', async () => {
    const bytes = await png(30, 20);
    const first = await upload(base, as('admin'), bytes, 'a.png');
    const second = await upload(base, as('admin'), bytes, 'b.png');
    expect(first.data.id).not.toBe(second.data.id);
    const rows = await server.app.eldercare.db
      .selectFrom('files' as never)
      .select(['sha256' as never])
      .where('id' as never, 'in', [first.data.id, second.data.id] as never)
      .execute();
    expect(new Set(rows.map((r) => (r as { sha256: string }).sha256)).size).toBe(1);
  });

  it('judges the type by content: HTML named .png and SVG are refused', async () => {
    const html = await upload(
      base,
      as('admin'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'x.png',
      'image/png',
    );
    expect(html.code).toBe(ErrorCode.Invalid);
    expect(html.msg).toMatch(/not accepted/);
    const svg = await upload(
      base,
      as('admin'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      'x.jpg',
    );
    expect(svg.code).toBe(ErrorCode.Invalid);
    const exe = await upload(
      base,
      as('admin'),
      Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
      'x.pdf',
    );
    expect(exe.code).toBe(ErrorCode.Invalid);
  });

  it('refuses a 0-byte image as empty, not as a wrong type, in the caller’s language', async () => {
    const empty = await upload(base, as('admin'), new Uint8Array(0), 'photo.png', 'image/png');
    expect(empty.code).toBe(ErrorCode.Invalid);
    expect(empty.msg).toBe('The file is empty (0 bytes); choose a file with content');
  });

  it('refuses a file over ELDERCARE_FILE_MAX_MB with the envelope message', async () => {
    const big = Buffer.alloc(1024 * 1024 + 10, 'a');
    const answer = await upload(base, as('admin'), big, 'big.txt');
    expect(answer.code).toBe(ErrorCode.Invalid);
    expect(answer.msg).toBe('A file may not exceed 1 MB');
    // The server is still fine afterwards.
    expect((await upload(base, as('admin'), Buffer.from('ok'), 'ok.txt')).code).toBe(0);
  });

  it('needs a token', async () => {
    const saved = await upload(base, 'not-a-token', Buffer.from('x'), 'x.txt');
    expect(saved.code).not.toBe(0);
  });
});

describe('thumbnails', () => {
  it('makes a thumbnail of at most 200 px a side and keeps it in the store', async () => {
    const saved = await upload(base, as('admin'), await png(800, 400), 'wide.png');
    expect(saved.data.mime).toBe('image/png');
    const answer = await download(base, as('admin'), `${saved.data.url}/thumbnail`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
    expect(await fetchFile(base, as('admin'), `${saved.data.url}/thumbnail`)).toMatchObject({
      type: 'image/jpeg',
    });
  });

  it('has none for a file that is not an image', async () => {
    const saved = await upload(base, as('admin'), Buffer.from('plain'), 'p.txt');
    expect(await fetchFile(base, as('admin'), `${saved.data.url}/thumbnail`)).toEqual({
      code: ErrorCode.Invalid,
    });
  });
});

describe('records hold file ids', () => {
  it('saves { id, name } and refuses data URLs, unknown ids and non-https links', async () => {
    const saved = await upload(base, as('lishan'), await png(10, 10), 'face.png');
    const created = await createPerson('lishan', LISHAN_COMMUNITY, [{ id: saved.data.id, name: 'face.png' }]);
    expect(created.code, created.msg).toBe(0);
    const read = await request<{ photo: unknown }>(
      server.app,
      as('lishan'),
      'GET',
      `/elderlyInfo/${created.data.id}`,
    );
    expect(read.data.photo).toEqual([{ id: saved.data.id, name: 'face.png' }]);

    const dataUrl = await request(
      server.app,
      as('lishan'),
      'POST',
      '/elderlyInfo',
      {
        ...validBody(elderly, 'data-url'),
        community: LISHAN_COMMUNITY,
        photo: [{ name: 'a.png', url: 'data:image/png;base64,iVBORw0KGgo=' }],
      },
      { 'accept-language': 'en' },
    );
    expect(dataUrl.code).toBe(ErrorCode.Invalid);
    expect(dataUrl.msg).toMatch(/uploaded to the file store.*data: files are no longer accepted/);
    expect(dataUrl.data).toEqual({ field: 'photo' });

    const unknown = await createPerson('lishan', LISHAN_COMMUNITY, [{ id: 'f'.repeat(32), name: 'x.png' }]);
    expect(unknown.code).toBe(ErrorCode.Invalid);
    expect(unknown.data).toEqual({ field: 'photo' });
    const http = await createPerson('lishan', LISHAN_COMMUNITY, [
      { name: 'x', url: 'http://example.org/x.png' },
    ]);
    expect(http.code).toBe(ErrorCode.Invalid);
    const https = await createPerson('lishan', LISHAN_COMMUNITY, [
      { name: 'x', url: 'https://example.org/x.png' },
    ]);
    expect(https.code, https.msg).toBe(0);
  });
});

describe('who may download', () => {
  it('the uploader until it is attached; then whoever may read the record, not another area', async () => {
    const saved = await upload(base, as('lishan'), await png(12, 12), 'mine.png');
    const url = saved.data.url;
    expect(await fetchFile(base, as('lishan'), url)).toMatchObject({ type: 'image/png' });
    // Not attached yet: nobody else, not even the administrator.
    expect(await fetchFile(base, as('admin'), url)).toEqual({ code: ErrorCode.Forbidden });

    const created = await createPerson('lishan', LISHAN_COMMUNITY, [{ id: saved.data.id, name: 'mine.png' }]);
    expect(created.code, created.msg).toBe(0);
    expect(await fetchFile(base, as('admin'), url)).toMatchObject({ type: 'image/png' });
    expect(await fetchFile(base, as('lishan'), `${url}/thumbnail`)).toMatchObject({ type: 'image/jpeg' });
    // Qiupu street staff may list elderly records, but not Lishan's.
    expect(await fetchFile(base, as('street'), url)).toEqual({ code: ErrorCode.Forbidden });
    expect(await fetchFile(base, as('street'), `${url}/thumbnail`)).toEqual({ code: ErrorCode.Forbidden });
  });

  it('follows record edits: a file dropped from the record is no longer readable through it', async () => {
    const saved = await upload(base, as('street'), await png(8, 8), 'moved.png');
    const created = await createPerson('street', QIUPU_COMMUNITY, [{ id: saved.data.id, name: 'moved.png' }]);
    expect(created.code, created.msg).toBe(0);
    expect(await fetchFile(base, as('admin'), saved.data.url)).toMatchObject({ type: 'image/png' });
    const edited = await request(server.app, as('street'), 'PUT', `/elderlyInfo/${created.data.id}`, {
      version: 1,
      photo: [],
    });
    expect(edited.code, edited.msg).toBe(0);
    // Once referenced, the uploader's own right ends with the reference.
    expect(await fetchFile(base, as('admin'), saved.data.url)).toEqual({ code: ErrorCode.Forbidden });
  });

  it('answers 50015 for an unknown id', async () => {
    expect(await fetchFile(base, as('admin'), `${FILE_API}/${'0'.repeat(32)}`)).toEqual({
      code: ErrorCode.NotFound,
    });
  });
});
