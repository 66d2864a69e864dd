import { AreaTreeSchema } from '../areas.js';
import { ConfigKeyParamsSchema, ConfigValueSchema } from '../config.js';
import { DeptTreeSchema } from '../dept.js';
import { DictAllSchema, DictDataQuerySchema, DictListSchema } from '../dict.js';
import { defineEndpoint } from '../endpoint.js';
import { EmptySchema, IdParamsSchema } from '../envelope.js';
import { MenuParentChainSchema } from '../menus.js';
import { Perm, SIGNED_IN } from '../permissions.js';
import { RoleKeyListSchema } from '../roles.js';
import { UserDetailSchema } from '../session.js';
import { FirstLoginSchema, FirstPasswordSchema, PasswordCheckSchema, UseOrgSchema } from '../users.js';

/** The caller's own system data and shared lookups: detail, menus, first-login password, org, areas, dictionaries, config, depts and roles. */
export const systemEndpoints = {
  userDetail: defineEndpoint({
    method: 'GET',
    path: '/admin/system/user/detail',
    permission: SIGNED_IN,
    tag: 'system',
    summary: 'Caller’s dept, roles, id and account type',
    response: UserDetailSchema,
  }),
  menuParents: defineEndpoint({
    method: 'GET',
    path: '/admin/system/menu/parent/menu/:id',
    permission: SIGNED_IN,
    tag: 'system',
    summary: 'Menu chain from the top down to the menu (only menus the caller holds)',
    params: IdParamsSchema,
    response: MenuParentChainSchema,
  }),
  firstPassword: defineEndpoint({
    method: 'POST',
    path: '/admin/system/user/password/first',
    permission: SIGNED_IN,
    tag: 'system',
    summary: 'Change the initial password at first login',
    body: FirstPasswordSchema,
    response: EmptySchema,
  }),
  firstLogin: defineEndpoint({
    method: 'GET',
    path: '/admin/system/user/first',
    permission: SIGNED_IN,
    tag: 'system',
    summary: 'Whether the caller must change the initial password',
    response: FirstLoginSchema,
  }),
  passwordCheck: defineEndpoint({
    method: 'GET',
    path: '/admin/system/user/password/check',
    permission: SIGNED_IN,
    tag: 'system',
    summary: 'Whether the caller’s password is the initial one',
    response: PasswordCheckSchema,
  }),
  useOrg: defineEndpoint({
    method: 'GET',
    path: '/biz/use/org',
    permission: SIGNED_IN,
    tag: 'system',
    summary: 'Caller’s organisation and area',
    response: UseOrgSchema,
  }),
  areaTree: defineEndpoint({
    method: 'GET',
    path: '/biz/area/tree',
    permission: SIGNED_IN,
    tag: 'system',
    summary: 'The whole area tree (code, name, level, children); cacheable with ETag',
    response: AreaTreeSchema,
  }),
  dictAll: defineEndpoint({
    method: 'GET',
    path: '/manage/system/dict/data/type/all',
    permission: SIGNED_IN,
    tag: 'system',
    summary: 'All dictionaries keyed by type',
    response: DictAllSchema,
  }),
  configByKey: defineEndpoint({
    method: 'GET',
    path: '/admin/system/config/key/:key',
    permission: Perm.configQuery,
    tag: 'system',
    summary: 'A config value by key',
    params: ConfigKeyParamsSchema,
    response: ConfigValueSchema,
  }),
  deptTree: defineEndpoint({
    method: 'GET',
    path: '/admin/system/dept/treeData',
    permission: Perm.deptList,
    tag: 'system',
    summary: 'Dept/area tree of the caller’s scope',
    response: DeptTreeSchema,
  }),
  roleKeys: defineEndpoint({
    method: 'GET',
    path: '/admin/system/role/key',
    permission: Perm.roleList,
    tag: 'system',
    summary: 'Role keys',
    response: RoleKeyListSchema,
  }),
  dictData: defineEndpoint({
    method: 'GET',
    path: '/admin/system/dict/data',
    permission: SIGNED_IN,
    tag: 'system',
    summary: 'Entries of one dictionary type',
    query: DictDataQuerySchema,
    response: DictListSchema,
  }),
} as const;
