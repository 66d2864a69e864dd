import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MenuNode } from '@eldercare/contract';
import { defineModule, f, RESOURCES } from '@eldercare/resources';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase, dropDatabase, randomName } from '../helpers/postgres.js';
import { call, tokenFor } from '../helpers/server.js';
import { API, request, type Page } from './fixtures.js';

/**
 * The server's side (the e2e spec below has the browser's): a module declared in this one file, and nothing else, is served
 * end to end — its table is created, its menu entry provisioned for the roles its group grants,
 * its CRUD answers over HTTP with validation, and its Excel export imports back. Its declaration is served
 * to callers who may list it (`/biz/resource-declaration/:module`), which is how the back-office
 * shows it without a rebuild: e2e/tests/extra-module.spec.ts walks its pages in Chromium.
 */
const fixtureWidget = defineModule({
  key: 'fixtureWidget',
  group: 'personalRecords',
  title: ['测试部件', 'Test widgets', 'Piezas de prueba'],
  listRoute: '/fixtureWidget/index',
  detailRoute: '/fixtureWidget/details',
  detailId: 'optional',
  fields: [
    f.text('name', ['名称', 'Name', 'Nombre'], { required: true, list: true, filter: true, maxLength: 40 }),
    f.text('code', ['编号', 'Code', 'Código'], { list: true }),
    f.integer('count', ['数量', 'Count', 'Cantidad'], { list: true }),
    f.date('madeOn', ['生产日期', 'Made on', 'Fabricado el'], { list: true }),
  ],
});

let app: FastifyInstance;
let dataDir: string;
let dropCopy = async () => {};
let admin: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-fixture-'));
  await fs.cp(inject('dataTemplate'), dataDir, { recursive: true });
  const config = loadConfig({ ELDERCARE_CAPTCHA: 'off', ELDERCARE_LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = randomName('fx');
    config.databaseUrl = await createDatabase(url, name, inject('pgTemplate'));
    dropCopy = () => dropDatabase(url, name);
  } else {
    config.databaseUrl = undefined;
  }
  app = await buildApp(config, { logger: false, declarations: [...RESOURCES, fixtureWidget] });
  admin = await tokenFor(app, 'admin');
}, 180_000);

afterAll(async () => {
  await app?.close();
  await dropCopy();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const pagesOf = (menus: readonly MenuNode[]): string[] =>
  menus.flatMap((m) => (m.type === 'C' ? [m.url] : pagesOf(m.children)));

const menusOf = async (userName: string) => {
  const info = await call<{ menus: MenuNode[] }>(app, {
    method: 'GET',
    url: '/prod-api/uaa/user/info',
    token: await tokenFor(app, userName),
  });
  return pagesOf(info.data.menus);
};

describe('a module declared in one file', () => {
  it('gets its table', async () => {
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'biz_fixture_widget'`.execute(app.eldercare.db);
    expect(columns.rows.map((c) => c.column_name)).toEqual(
      expect.arrayContaining(['id', 'version', 'name', 'code', 'count', 'made_on']),
    );
  });

  it('gets a menu entry for the roles its group is granted, and none for the others', async () => {
    expect(await menusOf('admin')).toContain('/fixtureWidget/index');
    expect(await menusOf('street')).toContain('/fixtureWidget/index');
    expect(await menusOf('institution')).not.toContain('/fixtureWidget/index');
  });

  it('serves its declaration, as plain data, to a caller who may list it and to no one else', async () => {
    const url = '/prod-api/biz/resource-declaration/fixtureWidget';
    const served = await call<unknown>(app, { method: 'GET', url, token: admin });
    expect(served.code, served.msg).toBe(0);
    expect(served.data).toEqual(JSON.parse(JSON.stringify(fixtureWidget)));
    const refused = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await tokenFor(app, 'institution')}` },
    });
    const other = refused.json<{ code: number; data?: unknown }>();
    expect(other.code).toBe(403);
    expect(other.data ?? null).toBeNull();
  });

  it('declares every catalogue module in data JSON carries losslessly (no functions, RegExps, dates)', () => {
    for (const declaration of [...RESOURCES, fixtureWidget])
      expect(JSON.parse(JSON.stringify(declaration)), declaration.key).toStrictEqual(declaration);
  });

  it('answers create, read, list, update and delete over HTTP, with validation', async () => {
    const missing = await request(app, admin, 'POST', '/fixtureWidget', { code: 'X' });
    expect(missing.msg).toBe('名称不能为空');

    const created = await request<{ id: number; version: number }>(app, admin, 'POST', '/fixtureWidget', {
      name: 'Widget one',
      code: 'W-1',
      count: 3,
      madeOn: '2026-01-15',
    });
    expect(created.code, created.msg).toBe(0);
    const { id, version } = created.data;

    const read = await request<Record<string, unknown>>(app, admin, 'GET', `/fixtureWidget/${id}`);
    expect(read.data).toMatchObject({ name: 'Widget one', code: 'W-1', count: 3 });

    const updated = await request(app, admin, 'PUT', `/fixtureWidget/${id}`, { version, count: 4 });
    expect(updated.code, updated.msg).toBe(0);
    const list = await request<Page>(app, admin, 'GET', '/fixtureWidget?name=Widget');
    expect(list.data.records.map((r) => r.count)).toEqual([4]);

    expect((await request(app, admin, 'DELETE', `/fixtureWidget/${id}`)).code).toBe(0);
    expect((await request(app, admin, 'GET', `/fixtureWidget/${id}`)).code).toBe(50015);
  });

  it('exports to Excel and imports the workbook back', async () => {
    await request(app, admin, 'POST', '/fixtureWidget', { name: 'Round trip', code: 'R-1', count: 7 });
    const exported = await app.inject({
      method: 'GET',
      url: `${API}/fixtureWidget/export?name=Round`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['名称', '编号', '数量']));
    expect(sheet.rowCount).toBe(2);

    const imported = await request<{ imported: number; failed: number }>(
      app,
      admin,
      'POST',
      '/fixtureWidget/import',
      { file: exported.rawPayload.toString('base64') },
    );
    expect(imported.data, imported.msg).toMatchObject({ imported: 1, failed: 0 });
    const list = await request<Page>(app, admin, 'GET', '/fixtureWidget?name=Round');
    expect(list.data.records.map((r) => [r.name, r.code, r.count])).toEqual([
      ['Round trip', 'R-1', 7],
      ['Round trip', 'R-1', 7],
    ]);
  });
});
