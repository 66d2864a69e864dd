import { ErrorCode } from '@eldercare/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { fetchFile, listen, stopListening, upload } from '../files/helpers.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request, validBody } from '../resources/fixtures.js';

/**
 * A file id is not a key: a record may take a file only from its uploader or from someone who may
 * read a record already holding it. Over real HTTP (uploads) and the resource API.
 */
const elderly = buildCatalogue().find('elderlyInfo') as ServedResource;
const QIUPU_COMMUNITY = '341702001001';
const LISHAN_COMMUNITY = '341702002001';
const REFUSED = 'Photo: you may attach only files you uploaded or files of a record you can read';

let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};
const as = (user: string) => tokens[user] ?? '';
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  server = await startTestServer();
  base = await listen(server.app);
  for (const user of ['admin', 'street', 'lishan']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(async () => stopListening(server));

const text = (seed: string) => Buffer.from(`${seed} ${Math.random()}\n`);
type Person = { id: number; version: number; photo: unknown };

const createPerson = (user: string, community: string, photo: unknown) =>
  request<{ id: number; version: number }>(
    server.app,
    as(user),
    'POST',
    '/elderlyInfo',
    { ...validBody(elderly, `${user}-${Math.random()}`), community, photo },
    en,
  );
const readPerson = async (user: string, id: number) =>
  (await request<Person>(server.app, as(user), 'GET', `/elderlyInfo/${id}`)).data;
const editPhoto = (user: string, person: { id: number; version: number }, photo: unknown) =>
  request(server.app, as(user), 'PUT', `/elderlyInfo/${person.id}`, { version: person.version, photo }, en);

/** A file Lishan's street worker uploaded and attached to a Lishan record. */
const lishanFile = async () => {
  const saved = await upload(base, as('lishan'), text('lishan'), 'lishan.txt');
  expect(saved.code, saved.msg).toBe(0);
  const holder = await createPerson('lishan', LISHAN_COMMUNITY, [{ id: saved.data.id, name: 'lishan.txt' }]);
  expect(holder.code, holder.msg).toBe(0);
  return saved.data;
};

describe('attaching a file id', () => {
  it('refuses another area’s file on an edit of one’s own record: named field, nothing written, still no download', async () => {
    const file = await lishanFile();
    const own = await createPerson('street', QIUPU_COMMUNITY, []);
    expect(own.code, own.msg).toBe(0);
    const answer = await editPhoto('street', own.data, [{ id: file.id, name: 'mine now.txt' }]);
    expect(answer).toMatchObject({ code: ErrorCode.Invalid, msg: REFUSED, data: { field: 'photo' } });
    expect(await readPerson('street', own.data.id)).toMatchObject({ version: own.data.version, photo: null });
    expect(await fetchFile(base, as('street'), file.url)).toEqual({ code: ErrorCode.Forbidden });
  });

  it('refuses it on a create too (no record made), in the caller’s language', async () => {
    const file = await lishanFile();
    const before = await request<{ total: number }>(
      server.app,
      as('street'),
      'GET',
      '/elderlyInfo?current=1&size=1',
    );
    const answer = await request(server.app, as('street'), 'POST', '/elderlyInfo', {
      ...validBody(elderly, `create-${Math.random()}`),
      community: QIUPU_COMMUNITY,
      photo: [{ id: file.id, name: 'x.txt' }],
    });
    expect(answer).toMatchObject({ code: ErrorCode.Invalid, data: { field: 'photo' } });
    expect(answer.msg).toBe('照片：只能附加自己上传的文件，或自己可查看的记录中已有的文件');
    const after = await request<{ total: number }>(
      server.app,
      as('street'),
      'GET',
      '/elderlyInfo?current=1&size=1',
    );
    expect(after.data.total).toBe(before.data.total);
  });

  it('refuses someone else’s upload that no record holds yet', async () => {
    const loose = await upload(base, as('lishan'), text('loose'), 'loose.txt');
    const answer = await createPerson('street', QIUPU_COMMUNITY, [{ id: loose.data.id, name: 'x.txt' }]);
    expect(answer).toMatchObject({ code: ErrorCode.Invalid, msg: REFUSED });
  });

  it('lets the uploader attach their file to a second record, and a reader of a holding record reuse it', async () => {
    const file = await lishanFile();
    const second = await createPerson('lishan', LISHAN_COMMUNITY, [{ id: file.id, name: 'again.txt' }]);
    expect(second.code, second.msg).toBe(0);
    // The administrator may read Lishan's records, so the file may go on a Qiupu record of theirs.
    const reused = await createPerson('admin', QIUPU_COMMUNITY, [{ id: file.id, name: 'reused.txt' }]);
    expect(reused.code, reused.msg).toBe(0);
  });

  it('lets an editor keep a file the record already holds, though someone else uploaded it', async () => {
    const adminFile = await upload(base, as('admin'), text('admin'), 'admin.txt');
    const person = await createPerson('admin', QIUPU_COMMUNITY, [{ id: adminFile.data.id, name: 'a.txt' }]);
    expect(person.code, person.msg).toBe(0);
    const mine = await upload(base, as('street'), text('street'), 'street.txt');
    const edited = await editPhoto('street', person.data, [
      { id: adminFile.data.id, name: 'a.txt' },
      { id: mine.data.id, name: 'street.txt' },
    ]);
    expect(edited.code, edited.msg).toBe(0);
    expect((await readPerson('street', person.data.id)).photo).toHaveLength(2);
  });
});
