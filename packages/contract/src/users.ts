import { z } from 'zod';
import { PageQuerySchema } from './envelope.js';
import { IdSchema, IdTextSchema } from './ids.js';
import { checkPassword, passwordMessage } from '@eldercare/validators';
import { ruled } from './field-rules.js';
import { AccountDataTypeSchema, SysRoleSchema } from './session.js';

/** '0' = enabled, '1' = disabled (the platform's legacy convention). */
export const UserStatusSchema = z.enum(['0', '1']);

export const UserRecordSchema = z.object({
  userId: z.number().int(),
  /** Optimistic concurrency: send it back with an update; a stale one is refused (50016). */
  version: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  status: UserStatusSchema,
  deptId: z.number().int(),
  deptName: z.string(),
  areaCode: z.string(),
  accountType: z.string(),
  accountDataType: AccountDataTypeSchema,
  assistiveRentType: z.string().nullable(),
  roles: z.array(SysRoleSchema),
  createTime: z.string(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

export const UserListQuerySchema = PageQuerySchema.extend({
  userName: z.string().trim().max(64).optional(),
  nickName: z.string().trim().max(80).optional(),
  phonenumber: z.string().trim().max(20).optional(),
  status: UserStatusSchema.optional(),
  deptId: IdTextSchema.optional(),
  accountType: z.string().trim().max(8).optional(),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

const userFields = {
  nickName: ruled(z.string().trim().min(1).max(80), 'name'),
  phonenumber: ruled(z.string().trim().max(20), 'mobile').default(''),
  email: ruled(z.string().trim().max(120), 'email').default(''),
  deptId: IdSchema,
  roleIds: z.array(IdSchema).min(1).max(20),
  accountType: z.string().trim().min(1).max(8),
  assistiveRentType: z.string().trim().max(32).nullable().default(null),
  status: UserStatusSchema.default('0'),
};

/**
 * A new password: the one policy of packages/validators (≥ 10 characters, not common; the server
 * adds "not the user name", which needs the account). The issue carries the policy's problem so
 * the server answers its translated text, and forms can call `checkPassword` before submitting.
 */
export const NewPasswordSchema = z.string().superRefine((value, ctx) => {
  const problem = checkPassword(value);
  if (problem)
    ctx.addIssue({ code: 'custom', message: passwordMessage(problem), params: { passwordProblem: problem } });
});

/** `POST /admin/system/user`. Without `password` the configured initial password is set. */
export const CreateUserSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z0-9_.@-]+$/),
  password: NewPasswordSchema.optional(),
  ...userFields,
});
export type CreateUser = z.input<typeof CreateUserSchema>;

/** `PUT /admin/system/user`. */
export const UpdateUserSchema = z.object({
  userId: IdSchema,
  /** The version the editor read (required): an update over someone else's newer edit is refused. */
  version: z.number().int().positive().max(2147483647),
  ...userFields,
});
export type UpdateUser = z.input<typeof UpdateUserSchema>;

/** `PUT /admin/system/user/status`. */
export const UpdateUserStatusSchema = z.object({
  userId: IdSchema,
  status: UserStatusSchema,
});

/** `PUT /admin/system/user/info`: the caller's own profile, in the query (SPEC §7). */
export const UpdateOwnInfoQuerySchema = z.object({
  nickName: ruled(z.string().trim().min(1).max(80), 'name').optional(),
  phonenumber: ruled(z.string().trim().max(20), 'mobile').optional(),
  email: ruled(z.string().trim().max(120), 'email').optional(),
  avatar: z.string().trim().max(512).optional(),
  introduction: z.string().trim().max(500).optional(),
});

/** `POST /admin/system/user/password`: change one's own password. */
export const ChangePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(64),
  newPassword: NewPasswordSchema,
});

/**
 * `GET /admin/system/user/password/{id}`: the new random password, shown once to the administrator
 * who reset it (it is stored only hashed; the user must change it at the next sign-in).
 */
export const ResetPasswordResultSchema = z.object({ password: z.string() });

/** `POST /admin/system/user/password/first`: the forced change at first login. */
export const FirstPasswordSchema = z.object({ newPassword: NewPasswordSchema });

/** `GET /admin/system/user/first`: whether the caller must still change the initial password. */
export const FirstLoginSchema = z.object({ isFirstLogin: z.boolean() });

/** `GET /admin/system/user/password/check`: whether the caller's password is still the initial one. */
export const PasswordCheckSchema = z.object({ isInitialPassword: z.boolean() });

/** `POST /admin/system/user/name/unique`. */
export const UserNameUniqueSchema = z.object({
  userName: z.string().trim().min(1).max(64),
  userId: z.number().int().optional(),
});
export const UniqueResultSchema = z.object({ unique: z.boolean() });

/** `GET /admin/system/user/role`: roles the caller may assign. */
export const AssignableRolesSchema = z.array(SysRoleSchema);

/** `POST|PUT /admin/system/user/logo`: the caller's system name and logo (SPEC §1 sysName, sysLogo). */
export const UserLogoSchema = z.object({
  sysName: z.string().trim().max(80).nullable().default(null),
  sysLogo: z.string().trim().max(2048).nullable().default(null),
  sysTitle: z.string().trim().max(80).nullable().default(null),
  sysIco: z.string().trim().max(2048).nullable().default(null),
});

/** `GET /admin/system/project/use/user`: users of the caller's scope, for pickers. */
export const ProjectUsersSchema = z.array(
  z.object({ userId: z.number().int(), userName: z.string(), nickName: z.string() }),
);

/** `GET biz/use/org`: the caller's organisation (dept) and its area. */
export const UseOrgSchema = z.object({
  deptId: z.number().int(),
  deptName: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
});
