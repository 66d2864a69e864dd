import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { EmptySchema } from '../envelope.js';
import { Perm, PUBLIC, SIGNED_IN } from '../permissions.js';
import {
  ActiveRoleSchema,
  DataTypeSwitchSchema,
  DeviceIdParamsSchema,
  LoginQuerySchema,
  OfflineTokensQuerySchema,
  PublicKeySchema,
  SessionRecordSchema,
  SwitchRoleSchema,
  TokenSchema,
  UserInfoSchema,
} from '../session.js';

/** Session calls (uaa): captcha, public key, sign-in and out, the current user, role and data-type switches. */
export const sessionEndpoints = {
  captcha: defineEndpoint({
    method: 'GET',
    path: '/uaa/validata/code/:deviceId',
    permission: PUBLIC,
    tag: 'uaa',
    summary: 'Captcha image bound to the device id (single use, 2-minute expiry)',
    params: DeviceIdParamsSchema,
    response: z.string(),
    binary: { contentType: 'image/svg+xml' },
  }),
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/uaa/public-key',
    permission: PUBLIC,
    tag: 'uaa',
    summary: 'RSA public key (PEM) for the login password',
    response: PublicKeySchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/uaa/oauth/token',
    permission: PUBLIC,
    tag: 'uaa',
    summary: 'Sign in (password grant; the SPEC §7 parameters in the JSON body, never the URL)',
    body: LoginQuerySchema,
    response: TokenSchema,
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: '/uaa/logout',
    permission: SIGNED_IN,
    tag: 'uaa',
    summary: 'Revoke the caller’s token',
    response: EmptySchema,
  }),
  userInfo: defineEndpoint({
    method: 'GET',
    path: '/uaa/user/info',
    permission: SIGNED_IN,
    tag: 'uaa',
    summary: 'Current user with menu tree',
    response: UserInfoSchema,
  }),
  offlineTokens: defineEndpoint({
    method: 'GET',
    path: '/uaa/tokens/offline',
    permission: Perm.userForceSignOut,
    tag: 'uaa',
    summary: 'Active sessions of a user',
    query: OfflineTokensQuerySchema,
    response: z.array(SessionRecordSchema),
  }),
  dataTypeSwitch: defineEndpoint({
    method: 'GET',
    path: '/select',
    permission: SIGNED_IN,
    tag: 'uaa',
    summary: 'Whether the caller may switch the data type',
    response: DataTypeSwitchSchema,
  }),
  switchRole: defineEndpoint({
    method: 'PUT',
    path: '/uaa/user/active-role',
    permission: SIGNED_IN,
    tag: 'uaa',
    summary: 'Work in one of the caller’s roles (null: all of them) for the rest of this session',
    body: SwitchRoleSchema,
    response: ActiveRoleSchema,
  }),
} as const;
