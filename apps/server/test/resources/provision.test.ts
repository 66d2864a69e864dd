import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MenuNode } from '@eldercare/contract';
import { actionsFor, ROLE_GRANTS } from '@eldercare/resources';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { loadConfig } from '../../src/config.js';
import { buildCatalogue } from '../../src/resources/index.js';
import { insertUser } from '../../src/services/new-user.js';
import { createDatabase, dropDatabase, randomName } from '../helpers/postgres.js';
import { call, login } from '../helpers/server.js';

/**
 * Module menus, buttons and grants come from the declarations on every start,
 * not from the demo seed. A production start (ELDERCARE_SEED=off) on an empty database has no demo
 * data, yet the administrator sees every module and a street staff member exactly the groups the
 * role policy of @eldercare/resources gives them; an administrator's later grant edit survives a
 * restart.
 */
const ADMIN_PASSWORD = 'Provision#Admin2026';
const STAFF_PASSWORD = 'Provision#Staff2026';
const catalogue = buildCatalogue();

let app: FastifyInstance;
let dataDir: string;
let databaseUrl: string | undefined;
let dropCopy = async () => {};

const start = async () => {
  const config = loadConfig({
    ELDERCARE_SEED: 'off',
    ELDERCARE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    ELDERCARE_CAPTCHA: 'off',
    ELDERCARE_LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  });
  config.databaseUrl = databaseUrl;
  return buildApp(config, { logger: false });
};

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-provision-'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = randomName('prov');
    databaseUrl = await createDatabase(url, name);
    dropCopy = () => dropDatabase(url, name);
  }
  app = await start();
  // A street staff account as an administrator would add it (ready to use, no forced change).
  const db = app.eldercare.db;
  const dept = await db.selectFrom('dept').select('id').orderBy('id').executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('role')
    .select('id')
    .where('role_key', '=', 'street_staff')
    .executeTakeFirstOrThrow();
  await insertUser(db, {
    userName: 'staff1',
    nickName: 'Street staff',
    passwordHash: await hashPassword(STAFF_PASSWORD),
    deptId: dept.id,
    accountType: '2',
    dataType: 'prod',
    roleIds: [role.id],
    mustChangePassword: false,
  });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await dropCopy();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const pagesOf = (menus: readonly MenuNode[]): string[] =>
  menus.flatMap((m) => (m.type === 'C' ? [m.url] : pagesOf(m.children)));

const menusOf = async (userName: string, password: string): Promise<MenuNode[]> => {
  const signedIn = await login(app, userName, password);
  expect(signedIn.code, signedIn.msg).toBe(0);
  const info = await call<{ menus: MenuNode[] }>(app, {
    method: 'GET',
    url: '/prod-api/uaa/user/info',
    token: signedIn.data!.access_token,
  });
  expect(info.code, info.msg).toBe(0);
  return info.data.menus;
};

const routesFor = (role: string) =>
  catalogue.served
    .filter((r) => actionsFor(role, r.declaration).length > 0)
    .map((r) => r.declaration.listRoute)
    .sort();

describe('provisioning without demo data (ELDERCARE_SEED=off)', () => {
  it('seeds no demo account', async () => {
    const users = await app.eldercare.db.selectFrom('app_user').select('user_name').execute();
    expect(users.map((u) => u.user_name).sort()).toEqual(['admin', 'staff1']);
  });

  it('shows sup_admin every module', async () => {
    const pages = pagesOf(await menusOf('admin', ADMIN_PASSWORD));
    for (const { declaration } of catalogue.served)
      expect(pages, declaration.key).toContain(declaration.listRoute);
  });

  it('shows a street staff member exactly the modules of their declared groups', async () => {
    const groups = ROLE_GRANTS.street_staff?.flatMap((g) => (Array.isArray(g.groups) ? g.groups : []));
    expect(groups?.length).toBeGreaterThan(0);
    const expected = routesFor('street_staff');
    expect(expected.length).toBeGreaterThan(0);
    const pages = pagesOf(await menusOf('staff1', STAFF_PASSWORD))
      .filter((url) => catalogue.served.some((r) => r.declaration.listRoute === url))
      .sort();
    expect(pages).toEqual(expected);
  });

  it('seeds the declared dictionaries', async () => {
    const types = await app.eldercare.db.selectFrom('dict_data').select('dict_type').distinct().execute();
    expect(types.map((t) => t.dict_type)).toEqual(
      expect.arrayContaining(['sys_account_type', 'sys_user_sex']),
    );
  });

  it('keeps an administrator’s grant edit across a restart', async () => {
    const db = app.eldercare.db;
    const route = routesFor('street_staff')[0]!;
    const page = await db
      .selectFrom('menu')
      .select('id')
      .where('type', '=', 'C')
      .where('url', '=', route)
      .executeTakeFirstOrThrow();
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('role_key', '=', 'street_staff')
      .executeTakeFirstOrThrow();
    const revoked = await db
      .deleteFrom('role_menu')
      .where('role_id', '=', role.id)
      .where('menu_id', '=', page.id)
      .executeTakeFirst();
    expect(Number(revoked.numDeletedRows)).toBe(1);
    const menusBefore = await db.selectFrom('menu').select('id').execute();

    await app.close();
    app = await start();

    expect(pagesOf(await menusOf('staff1', STAFF_PASSWORD))).not.toContain(route);
    expect(await app.eldercare.db.selectFrom('menu').select('id').execute()).toHaveLength(menusBefore.length);
  });
});
