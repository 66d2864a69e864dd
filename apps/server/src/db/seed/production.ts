import { INIT_PASSWORD_KEY } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../../auth/passwords.js';
import type { ServerConfig } from '../../config.js';
import { insertUser } from '../../services/new-user.js';
import type { Database } from '../schema.js';
import { DEPTS } from './org.js';
import { insertOrganisation } from './organisation.js';
import { DEMO_USERS } from './users.js';

const PRODUCTION_MARKER = 'seed.production.version';
export const PRODUCTION_ADMIN = 'admin';

export interface ProductionSeed {
  /**
   * Set when no ELDERCARE_ADMIN_PASSWORD was given: the administrator's one-time password,
   * printed once on the console by main.ts. It works for one sign-in, after which the server
   * forces a change (the account is in the reset state).
   */
  oneTimePassword: string | null;
}

/**
 * A production start (NODE_ENV=production or ELDERCARE_SEED=off) on an empty database: the area
 * tree, one top-level dept, the roles and ONE administrator — no demo accounts, and never a
 * published password. The password is ELDERCARE_ADMIN_PASSWORD (refused by config.ts when the
 * policy rejects it or it is a published one) or a random one-time password; either must be
 * replaced at the first sign-in. Returns null when the database already
 * has users (a restart, or a database filled another way).
 */
export const seedProductionAdmin = async (
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'adminPassword'>,
): Promise<ProductionSeed | null> => {
  const anyUser = await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const oneTimePassword = config.adminPassword ? null : generatePassword();
  const passwordHash = await hashPassword(config.adminPassword ?? oneTimePassword ?? '');
  // Users created without a password get this one; like the administrator's, nobody can read it.
  const initialPassword = generatePassword();
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('sys_config')
      .select('config_key')
      .where('config_key', '=', PRODUCTION_MARKER)
      .executeTakeFirst();
    if (marker) return null;
    await trx
      .insertInto('sys_config')
      .values([
        { config_key: PRODUCTION_MARKER, config_value: '1', name: 'Production seed version' },
        { config_key: INIT_PASSWORD_KEY, config_value: initialPassword, name: '用户管理-账号初始密码' },
      ])
      .onConflict((oc) => oc.column('config_key').doNothing())
      .execute();
    const { deptIds, roleIds } = await insertOrganisation(trx, [DEPTS[0]]);
    const deptId = deptIds[DEPTS[0].key];
    const roleId = roleIds.sup_admin;
    if (deptId === undefined || roleId === undefined) throw new Error('Seed: no top dept or sup_admin role');
    await insertUser(trx, {
      userName: PRODUCTION_ADMIN,
      nickName: '系统管理员',
      passwordHash,
      deptId,
      accountType: '1',
      dataType: 'prod',
      roleIds: [roleId],
      // Either password has been seen by others — printed on a console, or kept in the
      // environment (deployment files, process listings) — so the first sign-in must replace it.
      mustChangePassword: true,
    });
    return { oneTimePassword };
  });
};

/**
 * `pnpm start` keeps the README's demo accounts (published password) but marks them as demo,
 * so they are told apart from real accounts (and listed as such by the start-up banner).
 */
export const markDemoAccounts = async (db: Kysely<Database>): Promise<void> => {
  await db
    .updateTable('app_user')
    .set({ is_demo: true })
    .where(
      'user_name',
      'in',
      DEMO_USERS.map((u) => u.userName),
    )
    .where('is_demo', '=', false)
    .execute();
};
