import { z } from 'zod';
import { AreaLevelSchema } from './dept.js';
import { PageQuerySchema } from './envelope.js';
import { localisedTextSchema, LocalisedTextSchema } from './localised-text.js';
import type { MenuNode } from './menus.js';

/** A role as the role page lists it; `allPerms` roles (sup_admin) hold every menu and cannot be edited. */
export const RoleRecordSchema = z.object({
  roleId: z.number().int(),
  roleKey: z.string(),
  roleName: z.string(),
  roleNameI18n: LocalisedTextSchema,
  allPerms: z.boolean(),
  userCount: z.number().int().nonnegative(),
  /** Menus, pages and buttons the role holds (empty for allPerms roles: they hold all). */
  menuIds: z.array(z.number().int()),
});
export const RoleListSchema = z.array(RoleRecordSchema);
export type RoleRecord = z.infer<typeof RoleRecordSchema>;

const roleFields = {
  /** The zh-CN name is the role's `roleName` (at most 30 characters); translations may run longer. */
  roleNameI18n: localisedTextSchema((locale) =>
    z
      .string()
      .trim()
      .min(1)
      .max(locale === 'zh-CN' ? 30 : 60),
  ),
  menuIds: z.array(z.number().int().positive()).max(5000),
};

/** Lower-case letters, digits and underscores, starting with a letter (as the seeded keys are). */
export const ROLE_KEY_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;

/** `POST /admin/system/role`. */
export const CreateRoleSchema = z.object({
  roleKey: z.string().trim().regex(ROLE_KEY_PATTERN),
  ...roleFields,
});
export type CreateRole = z.input<typeof CreateRoleSchema>;

/** `PUT /admin/system/role`: names and grants; the key stays (sessions and seeds refer to it). */
export const UpdateRoleSchema = z.object({ roleId: z.number().int().positive(), ...roleFields });
export type UpdateRole = z.input<typeof UpdateRoleSchema>;

export const MenuKindSchema = z.enum(['M', 'C', 'F']);

/** A menu row as 菜单管理 shows it: the sidebar's node plus buttons (F) as children, perms and order. */
export interface MenuTreeNode extends Omit<MenuNode, 'type' | 'children' | 'buttons'> {
  type: 'M' | 'C' | 'F';
  perms: string;
  sort: number;
  children: MenuTreeNode[];
}

/** `GET /admin/system/menu/tree`: every menu, page and button, nested, in menu order. */
export const MenuTreeNodeSchema: z.ZodType<MenuTreeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    nameI18n: LocalisedTextSchema,
    url: z.string(),
    icon: z.string(),
    type: MenuKindSchema,
    perms: z.string(),
    sort: z.number().int(),
    children: z.array(MenuTreeNodeSchema),
  }),
);
export const MenuTreeSchema = z.array(MenuTreeNodeSchema);

export interface DeptRecord {
  id: number;
  name: string;
  areaCode: string;
  areaName: string;
  areaCodeLevel: number;
  userCount: number;
  children: DeptRecord[];
}

/** `GET /admin/system/dept/list`: the caller's departments with their area and user count. */
export const DeptRecordSchema: z.ZodType<DeptRecord> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    areaCode: z.string(),
    areaName: z.string(),
    areaCodeLevel: AreaLevelSchema,
    userCount: z.number().int().nonnegative(),
    children: z.array(DeptRecordSchema),
  }),
);
export const DeptListSchema = z.array(DeptRecordSchema);

export const LogResultSchema = z.enum(['success', 'failure']);
export type LogResult = z.infer<typeof LogResultSchema>;

const DAY = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/);

const logFilters = {
  userName: z.string().trim().max(64).optional(),
  result: LogResultSchema.optional(),
  /** First and last day (inclusive), in the server's time zone. */
  from: DAY.optional(),
  to: DAY.optional(),
};

/** `GET /admin/system/operlog`. */
export const OperLogQuerySchema = PageQuerySchema.extend({
  ...logFilters,
  module: z.string().trim().max(64).optional(),
});
export type OperLogQuery = z.input<typeof OperLogQuerySchema>;

/** One write call: who, which module, which method and path, when, from where, with what result. */
export const OperLogRecordSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  module: z.string(),
  method: z.string(),
  path: z.string(),
  result: LogResultSchema,
  /** The answer's code (0 on success) and, for a failure, its message in the caller's language. */
  code: z.number().int(),
  message: z.string(),
  ip: z.string(),
  createdAt: z.string(),
});
export type OperLogRecord = z.infer<typeof OperLogRecordSchema>;

/** `GET /admin/system/logininfor`. */
export const LoginLogQuerySchema = PageQuerySchema.extend({
  ...logFilters,
  ip: z.string().trim().max(64).optional(),
});
export type LoginLogQuery = z.input<typeof LoginLogQuerySchema>;

/** One sign-in attempt: the name typed, the address, the time and why it failed (never a password). */
export const LoginLogRecordSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  ip: z.string(),
  result: LogResultSchema,
  reason: z.string(),
  createdAt: z.string(),
});
export type LoginLogRecord = z.infer<typeof LoginLogRecordSchema>;
