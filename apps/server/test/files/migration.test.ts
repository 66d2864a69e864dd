import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FILES } from '../../src/files/demo-files.js';
import { LocalFileStore } from '../../src/files/local-store.js';
import { migrateFileEntries } from '../../src/files/migrate-entries.js';
import { buildCatalogue, type ServedResource } from '../../src/resources/index.js';
import { startTestServer, tokenFor, type TestServer } from '../helpers/server.js';
import { request } from '../resources/fixtures.js';
import { download, listen, stopListening } from './helpers.js';

/** Records written before the file store: data URLs and demo placeholders become stored files. */
const catalogue = buildCatalogue();
const elderly = catalogue.find('elderlyInfo') as ServedResource;
const photoColumn = elderly.columns.get('photo') ?? '';
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let server: TestServer;
let base: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  base = await listen(server.app);
  admin = await tokenFor(server.app, 'admin');
});
afterAll(async () => stopListening(server));

const migrate = () =>
  migrateFileEntries(server.app.eldercare.db, catalogue, {
    store: new LocalFileStore(path.join(server.config.dataDir, 'files')),
    spoolDir: path.join(server.config.dataDir, 'files', 'tmp'),
  });

const photoOf = async (id: number) =>
  (await request<{ photo: { id: string; name: string }[] }>(server.app, admin, 'GET', `/elderlyInfo/${id}`))
    .data.photo;

describe('data URL migration', () => {
  it('moves old entries into the store once, and the record keeps file ids', async () => {
    const db = server.app.eldercare.db;
    const { rows } = await sql<{
      id: number;
    }>`select id from ${sql.id(elderly.table)} where data_type = 'prod' and area_code like '34%' order by id limit 2`.execute(
      db,
    );
    const [first, second] = rows.map((r) => Number(r.id));
    if (first === undefined || second === undefined) throw new Error('no demo elderly');
    const old = [{ name: '旧照片.png', url: PNG_DATA_URL }, 'data:text/plain,hello%20there'];
    await sql`update ${sql.id(elderly.table)} set ${sql.ref(photoColumn)} = ${JSON.stringify(old)}::jsonb where id = ${first}`.execute(
      db,
    );
    await sql`update ${sql.id(elderly.table)} set ${sql.ref(photoColumn)} = ${JSON.stringify([{ name: 'p.png', url: '/demo/photo.png' }])}::jsonb where id = ${second}`.execute(
      db,
    );

    expect(await migrate()).toBe(2);
    const photo = await photoOf(first);
    expect(photo).toHaveLength(2);
    expect(photo[0]).toMatchObject({ name: '旧照片.png' });
    expect(photo[0]?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(await photoOf(second)).toEqual([{ id: DEMO_FILES.image.id, name: 'p.png' }]);

    const image = await download(base, admin, `/prod-api/biz/file/${photo[0]?.id}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(DEMO_FILES.image.bytes)).toBe(true);
    const text = await download(base, admin, `/prod-api/biz/file/${photo[1]?.id}`);
    expect(await text.text()).toBe('hello there');

    // Idempotent: nothing left to convert, the ids stay.
    expect(await migrate()).toBe(0);
    expect(await photoOf(first)).toEqual(photo);
  });

  it('seeds demo records with the demo files, which are in the store', async () => {
    const db = server.app.eldercare.db;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(elderly.table)}
      where ${sql.ref(photoColumn)}::text like ${'%data:%'} or ${sql.ref(photoColumn)}::text like ${'%/demo/%'}`.execute(
      db,
    );
    expect(rows[0]?.n).toBe(0);
    // Demo records attach the demo image (the elderly photo); the administrator reads them all.
    const demo = await download(base, admin, `/prod-api/biz/file/${DEMO_FILES.image.id}`);
    expect(Buffer.from(await demo.arrayBuffer()).equals(DEMO_FILES.image.bytes)).toBe(true);
  });
});
