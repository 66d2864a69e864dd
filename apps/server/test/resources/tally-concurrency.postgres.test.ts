import type { ResourceDeclaration } from '@eldercare/resources';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, syncResourceTables } from '../../src/resources/index.js';
import { compactTally } from '../../src/resources/query/tally.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * A create must not wait behind a 5,000-row import in the same area (30.9 s in the soak when
 * both updated the one tally row of that (area, data type) and the import held its lock until it
 * committed). The tally appends deltas (tally.ts): a writer's open transaction blocks nobody.
 */
const label = { 'zh-CN': '计数', en: 'Tally', es: 'Recuento' };
const declaration: ResourceDeclaration = {
  key: 'tallyProbe',
  group: 'providers',
  title: label,
  listRoute: '/tallyProbe/index',
  detailRoute: '/tallyProbe/details',
  detailId: 'optional',
  table: 'biz_tally_probe',
  titleField: 'name',
  sections: [],
  actions: [],
  fields: [{ name: 'name', type: 'text', label }],
};

let server: TestServer;
const clients: pg.Client[] = [];
const connect = async () => {
  const client = new pg.Client({ connectionString: server.config.databaseUrl });
  await client.connect();
  clients.push(client);
  return client;
};
const insert = (client: pg.Client, name: string) =>
  client.query(
    `insert into biz_tally_probe (area_code, data_type, created_by, updated_by, name)
     values ('341702001001', 'prod', 1, 1, $1)`,
    [name],
  );
const tallied = async (client: pg.Client) =>
  Number(
    (
      await client.query<{ n: string }>(
        `select coalesce(sum(n), 0) as n from resource_tally where table_name = 'biz_tally_probe' and field = ''`,
      )
    ).rows[0]?.n,
  );

beforeAll(async () => {
  server = await startTestServer();
  await syncResourceTables(server.app.eldercare.db, buildCatalogue([declaration]));
});
afterAll(async () => {
  for (const client of clients) await client.end();
  await server?.close();
});

describe('the tally under concurrent writers', () => {
  it('a create in the same area does not wait for an import still open, and counts stay exact', async () => {
    const importer = await connect();
    const staff = await connect();
    await importer.query('begin');
    for (let i = 0; i < 3; i += 1) await insert(importer, `导入${i}`);
    await staff.query(`set statement_timeout = '3s'`);
    const started = performance.now();
    await insert(staff, '新增');
    expect(performance.now() - started).toBeLessThan(3000);
    // A compaction meanwhile folds only what is committed; the open import's deltas stay its own.
    await compactTally(server.app.eldercare.db);
    expect(await tallied(staff)).toBe(1);
    await importer.query('commit');
    expect(await tallied(staff)).toBe(4);
    await compactTally(server.app.eldercare.db);
    expect(await tallied(staff)).toBe(4);
  });
});
