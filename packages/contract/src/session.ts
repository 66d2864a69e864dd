import { z } from 'zod';
import { MenuNodeSchema } from './menus.js';
import { LocalisedTextSchema } from './localised-text.js';

/** `POST /uaa/oauth/token`: every field travels in the query string (SPEC §7). */
/**
 * `POST /uaa/oauth/token`: SPEC §7's parameter names, sent as the JSON body so the (encrypted)
 * password stays out of URLs, proxy and access logs. The name is kept for existing importers.
 */
export const LoginQuerySchema = z.object({
  username: z.string().trim().min(1).max(64),
  /** RSA-encrypted, base64 (RSA-OAEP with SHA-256 from WebCrypto; PKCS#1 v1.5 where the browser has no WebCrypto) unless `isDecryption=false`. */
  password: z.string().min(1).max(2048),
  validCode: z.string().max(16).default(''),
  deviceId: z.string().min(1).max(128),
  grant_type: z.literal('password'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  redirect_url: z.string().max(2048).optional(),
  /** `true` (default): the password is RSA-encrypted. `false`: plain, refused unless allowed. */
  isDecryption: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(true)
    .transform((v) => v === true || v === 'true'),
});
export type LoginQuery = z.input<typeof LoginQuerySchema>;
export const LoginBodySchema = LoginQuerySchema;
export type LoginBody = LoginQuery;

export const TokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the token expires if unused (the expiry slides on each call). */
  expires_in: z.number().int(),
});
export type Token = z.infer<typeof TokenSchema>;

export const DeviceIdParamsSchema = z.object({ deviceId: z.string().min(1).max(128) });

/** `GET /uaa/public-key`: the PEM the browser encrypts the password with. */
export const PublicKeySchema = z.object({ publicKey: z.string() });

export const SysUserConfigSchema = z.object({
  sysName: z.string().nullable(),
  sysLogo: z.string().nullable(),
  sysTitle: z.string().nullable(),
  sysIco: z.string().nullable(),
});
export type SysUserConfig = z.infer<typeof SysUserConfigSchema>;

export const SysRoleSchema = z.object({
  roleId: z.number().int(),
  roleKey: z.string(),
  roleName: z.string(),
});
export type SysRole = z.infer<typeof SysRoleSchema>;

/** A role the user holds, with its name in every language (the role switch lists these). */
export const HeldRoleSchema = SysRoleSchema.extend({
  roleNameI18n: LocalisedTextSchema,
});
export type HeldRole = z.infer<typeof HeldRoleSchema>;

export const AccountDataTypeSchema = z.enum(['prod', 'test', 'trial']);
export type AccountDataType = z.infer<typeof AccountDataTypeSchema>;

/** `GET /uaa/user/info` (SPEC §3 user info). */
export const UserInfoSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  /** Role keys, e.g. `sup_admin`. */
  roles: z.array(z.string()),
  sysRoles: z.array(SysRoleSchema),
  menus: z.array(MenuNodeSchema),
  /** Every permission string the user's roles carry (the union of the menus' button perms). */
  perms: z.array(z.string()),
  sysUserConfig: SysUserConfigSchema,
  accountType: z.string(),
  accountDataType: AccountDataTypeSchema,
  assistiveRentType: z.string().nullable(),
  areaCode: z.string(),
  areaCodeLevel: z.number().int(),
  deptName: z.string(),
  rolesName: z.string(),
  /**
   * Every role the user holds. `roles`, `sysRoles`, `menus` and `perms` above describe only the
   * active role once one is chosen (`PUT /uaa/user/active-role`), all of these otherwise.
   */
  heldRoles: z.array(HeldRoleSchema),
  /** The role this session works in, or null for all held roles. */
  activeRoleKey: z.string().nullable(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** `GET /admin/system/user/detail` (SPEC §3 user detail). */
export const UserDetailSchema = z.object({
  userId: z.number().int(),
  accountType: z.string(),
  dept: z.object({
    deptId: z.number().int(),
    deptName: z.string(),
    areaCode: z.string(),
    areaCodeLevel: z.number().int(),
  }),
  roles: z.array(SysRoleSchema),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** An active session as `GET /uaa/tokens/offline` lists it (never the token itself). */
export const SessionRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  clientKind: z.enum(['web', 'mini']),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;
export const OfflineTokensQuerySchema = z.object({ userName: z.string().trim().min(1).max(64) });

/**
 * `PUT /uaa/user/active-role`: the role this session works in, one the user holds; null goes back
 * to all held roles. Stored on the session (token) on the server, never in the token itself.
 */
export const SwitchRoleSchema = z.object({ roleKey: z.string().trim().min(1).max(64).nullable() });
export type SwitchRole = z.input<typeof SwitchRoleSchema>;
export const ActiveRoleSchema = z.object({ activeRoleKey: z.string().nullable() });

/** `GET /select`: whether the caller may switch the data type (formal / test / trial). */
export const DataTypeSwitchSchema = z.boolean();
