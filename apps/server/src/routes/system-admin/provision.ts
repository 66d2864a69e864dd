import { Perm } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

interface Text {
  name: string;
  en: string;
  es: string;
}

interface SystemPage extends Text {
  url: string;
  icon: string;
  buttons: (Text & { perms: string })[];
}

const listButtons = (perms: string) => [
  { name: '查询', en: 'Search', es: 'Buscar', perms },
  { name: '重置', en: 'Reset', es: 'Restablecer', perms },
];

/** The administration pages, in menu order; SPEC §6 button names are the permission names the UI checks. */
export const SYSTEM_ADMIN_PAGES: readonly SystemPage[] = [
  {
    name: '角色管理',
    en: 'Roles',
    es: 'Roles',
    url: '/system/role',
    icon: 'team',
    buttons: [
      ...listButtons(Perm.roleList),
      { name: '新增', en: 'Add', es: 'Añadir', perms: Perm.roleAdd },
      { name: '修改', en: 'Edit', es: 'Editar', perms: Perm.roleEdit },
      { name: '删除', en: 'Delete', es: 'Eliminar', perms: Perm.roleRemove },
    ],
  },
  {
    name: '菜单管理',
    en: 'Menus',
    es: 'Menús',
    url: '/system/menu',
    icon: 'appstore',
    buttons: listButtons(Perm.menuList),
  },
  {
    name: '部门管理',
    en: 'Departments',
    es: 'Departamentos',
    url: '/system/dept',
    icon: 'apartment',
    buttons: listButtons(Perm.deptList),
  },
  {
    name: '操作日志',
    en: 'Operation log',
    es: 'Registro de operaciones',
    url: '/system/operlog',
    icon: 'audit',
    buttons: listButtons(Perm.operLogList),
  },
  {
    name: '登录日志',
    en: 'Login log',
    es: 'Registro de accesos',
    url: '/system/logininfor',
    icon: 'monitor',
    buttons: listButtons(Perm.loginLogList),
  },
];

/** Roles that get the pages when they are first provisioned; sup_admin holds every menu anyway. */
const GRANTED_TO = ['sys_admin'];
const SORT_BASE = 100;

const systemDirectory = async (db: Kysely<Database>): Promise<number> => {
  const found = await db
    .selectFrom('menu')
    .select('id')
    .where('type', '=', 'M')
    .where('parent_id', 'is', null)
    .where('url', '=', '/system')
    .executeTakeFirst();
  if (found) return found.id;
  const created = await db
    .insertInto('menu')
    .values({
      parent_id: null,
      name: '系统管理',
      name_en: 'System',
      name_es: 'Sistema',
      url: '/system',
      icon: 'setting',
      type: 'M',
      perms: '',
      sort: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
};

/**
 * Adds each administration page that has no menu entry yet (matched by url), with its buttons,
 * under 系统管理, granted to sys_admin. Idempotent: a page that exists is left as administrators
 * edited it, so a revoked grant stays revoked across restarts.
 */
export const provisionSystemAdminPages = async (db: Kysely<Database>): Promise<number> => {
  const existing = new Set(
    (await db.selectFrom('menu').select('url').where('type', '=', 'C').execute()).map((m) => m.url),
  );
  const pending = SYSTEM_ADMIN_PAGES.filter((page) => !existing.has(page.url));
  if (pending.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    const dirId = await systemDirectory(trx);
    const roles = await trx.selectFrom('role').select('id').where('role_key', 'in', GRANTED_TO).execute();
    for (const [index, page] of SYSTEM_ADMIN_PAGES.entries()) {
      if (!pending.includes(page)) continue;
      const { id: pageId } = await trx
        .insertInto('menu')
        .values({
          parent_id: dirId,
          name: page.name,
          name_en: page.en,
          name_es: page.es,
          url: page.url,
          icon: page.icon,
          type: 'C',
          perms: '',
          sort: SORT_BASE + index,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const buttonIds = (
        await trx
          .insertInto('menu')
          .values(
            page.buttons.map((b, i) => ({
              parent_id: pageId,
              name: b.name,
              name_en: b.en,
              name_es: b.es,
              url: '',
              icon: '',
              type: 'F' as const,
              perms: b.perms,
              sort: i + 1,
            })),
          )
          .returning('id')
          .execute()
      ).map((row) => row.id);
      const grants = roles.flatMap((role) =>
        [dirId, pageId, ...buttonIds].map((menu_id) => ({ role_id: role.id, menu_id })),
      );
      if (grants.length > 0)
        await trx
          .insertInto('role_menu')
          .values(grants)
          .onConflict((oc) => oc.doNothing())
          .execute();
    }
  });
  return pending.length;
};
