/**
 * Permission strings carried by menu buttons and checked by the server. `PUBLIC` routes need no
 * token; `SIGNED_IN` routes need a valid token only (they act on the caller's own data).
 */
export const PUBLIC = '@public';
export const SIGNED_IN = '@signed-in';

export const Perm = {
  userList: 'system:user:list',
  userQuery: 'system:user:query',
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  userRemove: 'system:user:remove',
  userResetPwd: 'system:user:resetPwd',
  userForceSignOut: 'system:user:forceSignOut',
  deptList: 'system:dept:list',
  roleList: 'system:role:list',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  roleRemove: 'system:role:remove',
  menuList: 'system:menu:list',
  operLogList: 'monitor:operlog:list',
  loginLogList: 'monitor:logininfor:list',
  dictList: 'system:dict:list',
  configQuery: 'system:config:query',
  announcementList: 'biz:announcement:list',
  announcementQuery: 'biz:announcement:query',
  announcementAdd: 'biz:announcement:add',
  announcementEdit: 'biz:announcement:edit',
  announcementRemove: 'biz:announcement:remove',
  announcementPublish: 'biz:announcement:publish',
} as const;

export type PermName = (typeof Perm)[keyof typeof Perm];
export type RoutePermission = typeof PUBLIC | typeof SIGNED_IN | PermName;
