import { INIT_PASSWORD_KEY } from '@eldercare/contract';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import type { ServerConfig } from '../../config.js';
import { insertUser } from '../../services/new-user.js';
import type { Database } from '../schema.js';
import { MENUS, ROLE_GRANTS } from './menus.js';
import { seedText } from './seed-text.js';
import { seedNotices } from './notices.js';
import { DEPTS } from './org.js';
import { insertOrganisation } from './organisation.js';
import { DEMO_PASSWORD, DEMO_USERS } from './users.js';

const SEED_MARKER = 'seed.demo.version';
const SEED_VERSION = '1';

export const isSeeded = async (db: Kysely<Database>): Promise<boolean> =>
  (await db
    .selectFrom('sys_config')
    .select('config_value')
    .where('config_key', '=', SEED_MARKER)
    .executeTakeFirst()) !== undefined;

const seedMenus = async (trx: Transaction<Database>, roleIds: Record<string, number>) => {
  const grants: { role_id: number; menu_id: number }[] = [];
  const grant = (roleKey: string, menuId: number) => {
    const roleId = roleIds[roleKey];
    if (roleId !== undefined) grants.push({ role_id: roleId, menu_id: menuId });
  };
  let sort = 0;
  for (const dir of MENUS) {
    const { id: dirId } = await trx
      .insertInto('menu')
      .values({
        parent_id: null,
        name_i18n: seedText(dir),
        url: dir.url,
        icon: dir.icon,
        type: 'M',
        perms: '',
        sort: (sort += 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    grant('sup_admin', dirId);
    const dirHolders = new Set<string>();
    for (const page of dir.pages) {
      const { id: pageId } = await trx
        .insertInto('menu')
        .values({
          parent_id: dirId,
          name_i18n: seedText(page),
          url: page.url,
          icon: page.icon,
          type: 'C',
          perms: '',
          sort: (sort += 1),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      grant('sup_admin', pageId);
      const holders = Object.entries(ROLE_GRANTS).filter(([, pages]) => pages[page.key] !== undefined);
      for (const [roleKey] of holders) grant(roleKey, pageId);
      for (const [roleKey] of holders) dirHolders.add(roleKey);
      for (const b of page.buttons) {
        const { id: buttonId } = await trx
          .insertInto('menu')
          .values({
            parent_id: pageId,
            name_i18n: seedText(b),
            url: '',
            icon: '',
            type: 'F',
            perms: b.perms,
            sort: (sort += 1),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        grant('sup_admin', buttonId);
        for (const [roleKey, pages] of holders) {
          const allowed = pages[page.key];
          if (allowed === '*' || allowed?.includes(b.perms)) grant(roleKey, buttonId);
        }
      }
    }
    for (const roleKey of dirHolders) grant(roleKey, dirId);
  }
  await trx.insertInto('role_menu').values(grants).execute();
};

/** Demo data on first start; a marker row makes it idempotent (and safe across instances). */
export const seedDemoData = async (db: Kysely<Database>, _config: ServerConfig): Promise<boolean> => {
  if (await isSeeded(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    // Re-check inside the transaction; the marker insert fails if another instance won the race.
    if (
      (await trx
        .selectFrom('sys_config')
        .select('config_key')
        .where('config_key', '=', SEED_MARKER)
        .executeTakeFirst()) !== undefined
    )
      return false;
    await trx
      .insertInto('sys_config')
      .values({ config_key: SEED_MARKER, config_value: SEED_VERSION, name: 'Demo seed version' })
      .execute();
    await trx
      .insertInto('sys_config')
      .values([
        { config_key: INIT_PASSWORD_KEY, config_value: DEMO_PASSWORD, name: '用户管理-账号初始密码' },
        { config_key: 'sys.index.sysName', config_value: '友康养老云 | 后台管理系统', name: '系统名称' },
      ])
      .execute();
    const { deptIds, roleIds } = await insertOrganisation(trx, DEPTS);
    await seedMenus(trx, roleIds);
    const userIds: Record<string, number> = {};
    for (const u of DEMO_USERS) {
      const deptId = deptIds[u.dept];
      if (deptId === undefined) throw new Error(`Seed: unknown dept ${u.dept}`);
      // Demo accounts are ready to use; new and reset users must change the initial password.
      userIds[u.userName] = await insertUser(trx, {
        userName: u.userName,
        nickName: u.nickName,
        passwordHash,
        deptId,
        accountType: u.accountType,
        dataType: u.dataType ?? 'prod',
        assistiveRentType: u.assistiveRentType ?? null,
        phone: u.phone ?? '',
        roleIds: u.roles.map((key) => roleIds[key]).filter((r): r is number => r !== undefined),
        mustChangePassword: false,
      });
    }
    await seedNotices(trx, userIds);
    return true;
  });
};
