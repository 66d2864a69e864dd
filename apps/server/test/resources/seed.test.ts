import { isIdCardChecksumValid, parseIdCard } from '@eldercare/validators';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELDERLY_DEMO_COUNT, seedResources } from '../../src/db/seed/resources/index.js';
import { buildCatalogue } from '../../src/resources/index.js';
import { provisionResources } from '../../src/resources/provision/provision.js';
import { startTestServer, tokenFor, call, type TestServer } from '../helpers/server.js';

/** The demo seed: counts, valid ID numbers and ages, menus with buttons and grants, idempotence. */
const catalogue = buildCatalogue();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const db = () => server.app.eldercare.db;

describe('demo records', () => {
  it('seeds thousands of elderly people with valid ID numbers, ages 60–100, in the sample city', async () => {
    const rows = await sql<{
      id_card: string;
      age: number;
      birth_date: string;
      area_code: string;
      name: string;
    }>`
      select id_card, age, to_char(birth_date, 'YYYY-MM-DD') as birth_date, area_code, name from biz_elderly_info`.execute(
      db(),
    );
    expect(rows.rows.length).toBe(ELDERLY_DEMO_COUNT);
    for (const row of rows.rows) {
      expect(isIdCardChecksumValid(row.id_card), row.id_card).toBe(true);
      expect(parseIdCard(row.id_card)?.birthDate).toBe(row.birth_date);
      expect(row.age).toBeGreaterThanOrEqual(60);
      expect(row.age).toBeLessThanOrEqual(100);
      expect(row.area_code).toMatch(/^3417/);
      expect(row.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
    }
    expect(new Set(rows.rows.map((r) => r.id_card)).size).toBeGreaterThan(ELDERLY_DEMO_COUNT * 0.99);
  });

  it('gives every other module 5–20 records', async () => {
    for (const resource of catalogue.served) {
      if (resource.key === 'elderlyInfo') continue;
      const result = await sql<{
        n: string | number;
      }>`select count(*) as n from ${sql.id(resource.table)}`.execute(db());
      const n = Number(result.rows[0]?.n);
      expect(n, resource.key).toBeGreaterThanOrEqual(5);
      expect(n, resource.key).toBeLessThanOrEqual(20);
    }
  });

  it('is idempotent: a second run adds nothing', async () => {
    expect(await seedResources(db(), catalogue)).toMatchObject({ records: 0 });
    expect(await provisionResources(db(), catalogue)).toMatchObject({ menus: 0 });
  });
});

describe('menus', () => {
  it('gives each module one page with its buttons, under its group', async () => {
    const pages = await db()
      .selectFrom('menu')
      .select(['id', 'url', 'parent_id', 'perms'])
      .where('type', '=', 'C')
      .execute();
    for (const resource of catalogue.served) {
      const page = pages.filter((p) => p.url === resource.declaration.listRoute);
      expect(page.length, resource.key).toBe(1);
      const buttons = await db()
        .selectFrom('menu')
        .select(['name', 'perms'])
        .where('parent_id', '=', page[0]?.id ?? -1)
        .execute();
      expect(buttons.map((b) => b.name)).toEqual(expect.arrayContaining(['查询', '重置']));
      expect(buttons.map((b) => b.perms)).toEqual(
        expect.arrayContaining([`biz:${resource.key}:list`, `biz:${resource.key}:edit`]),
      );
    }
  });

  it('grants street staff the personal records but not the organisations', async () => {
    const token = await tokenFor(server.app, 'street');
    const info = await call<{ menus: { url: string; children: { url: string }[] }[] }>(server.app, {
      method: 'GET',
      url: '/prod-api/uaa/user/info',
      token,
    });
    const urls = info.data.menus.flatMap((m) => m.children.map((c) => c.url));
    expect(urls).toContain('/elderlyInfo/index');
    const organisations = catalogue.served
      .filter((r) => r.declaration.group === 'organisations')
      .map((r) => r.declaration.listRoute);
    expect(urls.some((u) => organisations.includes(u))).toBe(false);
  });
});
