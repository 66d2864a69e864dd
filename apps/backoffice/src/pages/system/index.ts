import type { PageDefinition } from '../../router/page-definition';

/**
 * The system pages of SPEC §2: menu pages and the fixed hidden routes. The dashboard and the ops
 * pages are exported separately (`dashboardPages`, `opsPages`).
 */
export const systemPages: PageDefinition[] = [
  {
    path: '/system/user',
    title: { 'zh-CN': '用户管理', en: 'Users', es: 'Usuarios' },
    load: () => import('./user/UserPage'),
  },
  {
    path: '/dictionary/list',
    title: { 'zh-CN': '字典管理', en: 'Dictionaries', es: 'Diccionarios' },
    load: () => import('./dictionary/DictionaryPage'),
  },
  {
    path: '/system/announcement',
    title: { 'zh-CN': '公告管理', en: 'Announcements', es: 'Anuncios' },
    load: () => import('./announcement/AnnouncementPage'),
  },
  {
    path: '/system/message',
    title: { 'zh-CN': '消息中心', en: 'Messages', es: 'Mensajes' },
    load: () => import('./message/MessagePage'),
  },
  {
    path: '/system/role',
    title: { 'zh-CN': '角色管理', en: 'Roles', es: 'Roles' },
    load: () => import('./role/RolePage'),
  },
  {
    path: '/system/menu',
    title: { 'zh-CN': '菜单管理', en: 'Menus', es: 'Menús' },
    load: () => import('./menu/MenuPage'),
  },
  {
    path: '/system/dept',
    title: { 'zh-CN': '部门管理', en: 'Departments', es: 'Departamentos' },
    load: () => import('./dept/DeptPage'),
  },
  {
    path: '/system/operlog',
    title: { 'zh-CN': '操作日志', en: 'Operation log', es: 'Registro de operaciones' },
    load: () => import('./logs/OperLogPage'),
  },
  {
    path: '/system/logininfor',
    title: { 'zh-CN': '登录日志', en: 'Login log', es: 'Registro de accesos' },
    load: () => import('./logs/LoginLogPage'),
  },
  {
    path: '/message/messageDetails',
    title: { 'zh-CN': '消息详情', en: 'Message details', es: 'Detalle del mensaje' },
    load: () => import('./message/MessageDetailsPage'),
    permissionsFrom: '/system/message',
  },
  {
    path: '/userInfo/index',
    title: { 'zh-CN': '个人中心', en: 'My profile', es: 'Mi perfil' },
    load: () => import('./profile/UserInfoPage'),
  },
  {
    path: '/user/updatePassword',
    title: { 'zh-CN': '修改密码', en: 'Change password', es: 'Cambiar contraseña' },
    load: () => import('./password/UpdatePasswordPage'),
  },
];
