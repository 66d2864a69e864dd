import { CreatedSchema, EmptySchema, IdParamsSchema, pageOf } from '../envelope.js';
import { defineEndpoint } from '../endpoint.js';
import { Perm } from '../permissions.js';
import {
  CreateRoleSchema,
  DeptListSchema,
  LoginLogQuerySchema,
  LoginLogRecordSchema,
  MenuTreeSchema,
  OperLogQuerySchema,
  OperLogRecordSchema,
  RoleListSchema,
  UpdateRoleSchema,
} from '../system-admin.js';

/** The administration pages: roles and their grants, the menu and department trees, the logs. */
export const systemAdminEndpoints = {
  listRoles: defineEndpoint({
    method: 'GET',
    path: '/admin/system/role/list',
    permission: Perm.roleList,
    tag: 'system',
    summary: 'Every role with its user count and granted menus',
    response: RoleListSchema,
  }),
  createRole: defineEndpoint({
    method: 'POST',
    path: '/admin/system/role',
    permission: Perm.roleAdd,
    tag: 'system',
    summary: 'Create a role with menus the caller holds',
    body: CreateRoleSchema,
    response: CreatedSchema,
  }),
  updateRole: defineEndpoint({
    method: 'PUT',
    path: '/admin/system/role',
    permission: Perm.roleEdit,
    tag: 'system',
    summary: 'Rename a role and replace its menus (not an all-permissions role)',
    body: UpdateRoleSchema,
    response: EmptySchema,
  }),
  deleteRole: defineEndpoint({
    method: 'DELETE',
    path: '/admin/system/role/:id',
    permission: Perm.roleRemove,
    tag: 'system',
    summary: 'Delete a role no user holds (not an all-permissions role)',
    params: IdParamsSchema,
    response: EmptySchema,
  }),
  menuTree: defineEndpoint({
    method: 'GET',
    path: '/admin/system/menu/tree',
    permission: Perm.menuList,
    tag: 'system',
    summary: 'Every menu, page and button as a tree (provisioned at start, read-only)',
    response: MenuTreeSchema,
  }),
  deptList: defineEndpoint({
    method: 'GET',
    path: '/admin/system/dept/list',
    permission: Perm.deptList,
    tag: 'system',
    summary: 'Departments of the caller’s scope with area name, level and user count',
    response: DeptListSchema,
  }),
  operLogs: defineEndpoint({
    method: 'GET',
    path: '/admin/system/operlog',
    permission: Perm.operLogList,
    tag: 'system',
    summary: 'Write calls of users in the caller’s scope, newest first',
    query: OperLogQuerySchema,
    response: pageOf(OperLogRecordSchema),
  }),
  loginLogs: defineEndpoint({
    method: 'GET',
    path: '/admin/system/logininfor',
    permission: Perm.loginLogList,
    tag: 'system',
    summary: 'Sign-in attempts on accounts in the caller’s scope, newest first',
    query: LoginLogQuerySchema,
    response: pageOf(LoginLogRecordSchema),
  }),
} as const;
