import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { call, startTestServer, tokenFor, type TestServer } from '../helpers/server.js';

// Two server instances on one PostgreSQL: what one instance changes, or what is
// changed in the database under both, is seen by the very next call on the other, although each
// keeps its own in-process caches. The embedded database cannot be shared by two servers (a second
// one refuses its data dir, test/db/data-dir-lock.pglite.test.ts), so vitest.config.ts runs this file in
// the PostgreSQL pass of the suite only (DATABASE_URL set, as CI runs it).

let first: TestServer;
let second: FastifyInstance;
beforeAll(async () => {
  first = await startTestServer();
  // The same configuration, so the same database: another process in production.
  second = await buildApp(first.config, { logger: false });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const LIST = '/prod-api/biz/resource/elderlyInfo?size=1';
const get = (app: FastifyInstance, url: string, token: string) =>
  call(app, { method: 'GET', url, token }).then((r) => r.code);

describe('two server instances on one PostgreSQL', () => {
  it('really are two instances on the same database', async () => {
    expect(second).not.toBe(first.app);
    expect(first.config.databaseUrl).toMatch(/^postgres/);
    const token = await tokenFor(first.app, 'street');
    expect(await get(second, LIST, token)).toBe(0);
  });

  it('a logout on one instance ends the session on the other', async () => {
    const token = await tokenFor(first.app, 'street');
    expect(await get(second, LIST, token)).toBe(0);
    expect(await get(first.app, '/prod-api/uaa/logout', token)).toBe(0);
    expect(await get(second, LIST, token)).toBe(50008);
  });

  it('a forced sign-out on one instance ends the session on the other', async () => {
    const victim = await tokenFor(first.app, 'street');
    expect(await get(second, LIST, victim)).toBe(0);
    const admin = await tokenFor(second, 'admin');
    const id = (
      await first.app.eldercare.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'street')
        .executeTakeFirstOrThrow()
    ).id;
    const forced = await call<{ revoked: number }>(second, {
      method: 'PUT',
      url: `/prod-api/admin/system/user/forceSignOut/${id}`,
      token: admin,
    });
    expect(forced.data.revoked).toBeGreaterThan(0);
    expect(await get(first.app, LIST, victim)).toBe(50008);
    expect(await get(second, LIST, victim)).toBe(50008);
  });

  it('a password change on one instance ends the other sessions on the other', async () => {
    const here = await tokenFor(first.app, 'opsummary');
    const there = await tokenFor(second, 'opsummary');
    expect(await get(second, '/prod-api/select', there)).toBe(0);
    const changed = await call(first.app, {
      method: 'POST',
      url: '/prod-api/admin/system/user/password',
      token: here,
      payload: { oldPassword: 'Admin@123456', newPassword: 'Summary#2026y' },
    });
    expect(changed.code).toBe(0);
    expect(await get(second, '/prod-api/select', there)).toBe(50008);
  });

  it('a permission taken away is refused on both instances at once, and given back at once', async () => {
    const token = await tokenFor(first.app, 'street');
    const db = first.app.eldercare.db;
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('role_key', '=', 'street_staff')
      .executeTakeFirstOrThrow();
    const grants = await db
      .selectFrom('role_menu as rm')
      .innerJoin('menu as m', 'm.id', 'rm.menu_id')
      .select(['rm.role_id', 'rm.menu_id'])
      .where('rm.role_id', '=', role.id)
      .where('m.perms', '=', 'biz:elderlyInfo:list')
      .execute();
    expect(grants.length).toBeGreaterThan(0);
    for (let round = 0; round < 2; round += 1) {
      // Both instances have the permission set cached.
      expect(await get(first.app, LIST, token)).toBe(0);
      expect(await get(second, LIST, token)).toBe(0);
      await db
        .deleteFrom('role_menu')
        .where('role_id', '=', role.id)
        .where(
          'menu_id',
          'in',
          grants.map((g) => g.menu_id),
        )
        .execute();
      expect(await get(second, LIST, token)).toBe(403);
      expect(await get(first.app, LIST, token)).toBe(403);
      await db.insertInto('role_menu').values(grants).execute();
    }
    expect(await get(second, LIST, token)).toBe(0);
  });
});
