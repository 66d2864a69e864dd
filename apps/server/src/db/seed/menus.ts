import { Perm } from '@eldercare/contract';

export interface ButtonSeed {
  name: string;
  en: string;
  es: string;
  perms: string;
}

export interface PageSeed {
  key: string;
  name: string;
  en: string;
  es: string;
  url: string;
  icon: string;
  buttons: ButtonSeed[];
}

export interface DirSeed {
  key: string;
  name: string;
  en: string;
  es: string;
  url: string;
  icon: string;
  pages: PageSeed[];
}

/** SPEC §6: list pages carry 查询 and 重置 buttons whose names are the permission names the UI checks. */
const listButtons = (perms: string): ButtonSeed[] => [
  { name: '查询', en: 'Search', es: 'Buscar', perms },
  { name: '重置', en: 'Reset', es: 'Restablecer', perms },
];

const button = (name: string, en: string, es: string, perms: string): ButtonSeed => ({ name, en, es, perms });

export const MENUS: readonly DirSeed[] = [
  {
    key: 'system',
    name: '系统管理',
    en: 'System',
    es: 'Sistema',
    url: '/system',
    icon: 'setting',
    pages: [
      {
        key: 'user',
        name: '用户管理',
        en: 'Users',
        es: 'Usuarios',
        url: '/system/user',
        icon: 'user',
        buttons: [
          ...listButtons(Perm.userList),
          button('详情', 'Details', 'Detalles', Perm.userQuery),
          button('新增', 'Add', 'Añadir', Perm.userAdd),
          button('修改', 'Edit', 'Editar', Perm.userEdit),
          button('删除', 'Delete', 'Eliminar', Perm.userRemove),
          button('重置密码', 'Reset password', 'Restablecer contraseña', Perm.userResetPwd),
          button('强退', 'Force sign-out', 'Forzar cierre de sesión', Perm.userForceSignOut),
          button('部门树', 'Dept tree', 'Árbol de departamentos', Perm.deptList),
          button('角色', 'Roles', 'Roles', Perm.roleList),
          button('初始密码', 'Initial password', 'Contraseña inicial', Perm.configQuery),
        ],
      },
      {
        key: 'dict',
        name: '字典管理',
        en: 'Dictionaries',
        es: 'Diccionarios',
        url: '/dictionary/list',
        icon: 'book',
        buttons: listButtons(Perm.dictList),
      },
      {
        key: 'announcement',
        name: '公告管理',
        en: 'Announcements',
        es: 'Anuncios',
        url: '/system/announcement',
        icon: 'notification',
        buttons: [
          ...listButtons(Perm.announcementList),
          button('查看', 'View', 'Ver', Perm.announcementQuery),
          button('新增', 'Add', 'Añadir', Perm.announcementAdd),
          button('修改', 'Edit', 'Editar', Perm.announcementEdit),
          button('删除', 'Delete', 'Eliminar', Perm.announcementRemove),
          button('发布', 'Publish', 'Publicar', Perm.announcementPublish),
        ],
      },
      {
        key: 'message',
        name: '消息中心',
        en: 'Messages',
        es: 'Mensajes',
        url: '/system/message',
        icon: 'message',
        buttons: listButtons('system:message:list'),
      },
    ],
  },
  {
    key: 'ops',
    name: '运维管理',
    en: 'Operations',
    es: 'Operaciones',
    url: '/ops',
    icon: 'tool',
    pages: [
      {
        key: 'monitor',
        name: '系统监控',
        en: 'System monitoring',
        es: 'Supervisión del sistema',
        url: '/systemMonitoring',
        icon: 'dashboard',
        buttons: listButtons('ops:monitor:list'),
      },
      {
        key: 'maintenance',
        name: '系统维护',
        en: 'Maintenance',
        es: 'Mantenimiento',
        url: '/maintenance',
        icon: 'tool',
        buttons: listButtons('ops:maintenance:list'),
      },
    ],
  },
];

/**
 * Which pages (and which of their buttons, by permission) each role gets. `*` = every button of
 * the page. sup_admin is not listed: it holds every menu.
 */
export const ROLE_GRANTS: Record<string, Record<string, readonly string[] | '*'>> = {
  sys_admin: { user: '*', dict: '*', announcement: '*', message: '*' },
  operate_summary_manage: { user: [Perm.userList, Perm.userQuery], announcement: '*', message: '*' },
  operate_manage: {
    user: [Perm.userList, Perm.userQuery],
    announcement: [Perm.announcementList, Perm.announcementQuery],
    message: '*',
  },
  dev_manage: { monitor: '*', maintenance: '*', message: '*' },
  street_staff: { user: [Perm.userList, Perm.userQuery, Perm.deptList], message: '*' },
  institution_staff: { message: '*' },
  service_provider: { message: '*' },
  assessor: { message: '*' },
  association_member: { message: '*' },
  secretariat_comprehensive: { announcement: '*', message: '*' },
  secretariat_training: { announcement: '*', message: '*' },
  secretariat_publicity: { announcement: '*', message: '*' },
  secretariat_finance: { announcement: [Perm.announcementList, Perm.announcementQuery], message: '*' },
  secretariat_industry: { announcement: [Perm.announcementList, Perm.announcementQuery], message: '*' },
};
