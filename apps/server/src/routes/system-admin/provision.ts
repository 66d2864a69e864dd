import { Perm } from '@eldercare/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  findTopDirectory,
  insertButtons,
  insertGrants,
  insertMenu,
  pageUrls,
} from '../../services/menu-repository.js';
import { roleIdsOfKeys } from '../../services/role-repository.js';

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

const SYSTEM_DIRECTORY = {
  parent_id: null,
  title: { 'zh-CN': '系统管理', en: 'System', es: 'Sistema' },
  url: '/system',
  icon: 'setting',
  type: 'M',
  perms: '',
  sort: 1,
} as const;

const localised = (text: Text) => ({ 'zh-CN': text.name, en: text.en, es: text.es });

/** The page, its buttons, and their grants to `roleIds` with the directory's. */
const insertPage = async (
  trx: Kysely<Database>,
  dirId: number,
  roleIds: readonly number[],
  page: SystemPage,
  sort: number,
) => {
  const pageId = await insertMenu(trx, {
    parent_id: dirId,
    title: localised(page),
    url: page.url,
    icon: page.icon,
    type: 'C',
    perms: '',
    sort,
  });
  const buttonIds = await insertButtons(
    trx,
    pageId,
    page.buttons.map((b) => ({ title: localised(b), perms: b.perms })),
  );
  await insertGrants(
    trx,
    roleIds.flatMap((role_id) => [dirId, pageId, ...buttonIds].map((menu_id) => ({ role_id, menu_id }))),
  );
};

/**
 * Adds each administration page that has no menu entry yet (matched by url), with its buttons,
 * under 系统管理, granted to sys_admin. Idempotent: a page that exists is left as administrators
 * edited it, so a revoked grant stays revoked across restarts.
 */
export const provisionSystemAdminPages = async (db: Kysely<Database>): Promise<number> => {
  const existing = await pageUrls(db);
  const pending = SYSTEM_ADMIN_PAGES.filter((page) => !existing.has(page.url));
  if (pending.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    const dirId =
      (await findTopDirectory(trx, SYSTEM_DIRECTORY.url)) ?? (await insertMenu(trx, SYSTEM_DIRECTORY));
    const roleIds = await roleIdsOfKeys(trx, GRANTED_TO);
    for (const [index, page] of SYSTEM_ADMIN_PAGES.entries()) {
      if (pending.includes(page)) await insertPage(trx, dirId, roleIds, page, SORT_BASE + index);
    }
  });
  return pending.length;
};
