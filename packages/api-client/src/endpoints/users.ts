import type { CallOptions, ApiClient } from '../client/types.js';
import type { MINI_PROGRAM_HEADER } from '@eldercare/contract';
import { call, type BodyOf, type QueryOf } from './call.js';

// A copy, type-checked against the contract: importing the contract's value would pull its whole
// endpoint table (and zod) into every bundle that uses this module.
const MINI_HEADER: typeof MINI_PROGRAM_HEADER = 'x-client-kind';

/** SPEC §7 Users: account administration and the caller's own profile. */

export const listUsers = (client: ApiClient, query: QueryOf<'listUsers'> = {}, options?: CallOptions) =>
  call(client, { name: 'listUsers', method: 'GET', path: '/admin/system/user' }, { query }, options);

export const getUser = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'getUser', method: 'GET', path: '/admin/system/user/:id' },
    { params: { id } },
    options,
  );

export const createUser = (client: ApiClient, body: BodyOf<'createUser'>, options?: CallOptions) =>
  call(client, { name: 'createUser', method: 'POST', path: '/admin/system/user' }, { body }, options);

export const updateUser = (client: ApiClient, body: BodyOf<'updateUser'>, options?: CallOptions) =>
  call(client, { name: 'updateUser', method: 'PUT', path: '/admin/system/user' }, { body }, options);

export const deleteUser = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'deleteUser', method: 'DELETE', path: '/admin/system/user/:id' },
    { params: { id } },
    options,
  );

export const setUserStatus = (client: ApiClient, body: BodyOf<'setUserStatus'>, options?: CallOptions) =>
  call(
    client,
    { name: 'setUserStatus', method: 'PUT', path: '/admin/system/user/status' },
    { body },
    options,
  );

/** The caller's own profile; SPEC §7 sends it as query parameters. */
export const updateOwnInfo = (client: ApiClient, query: QueryOf<'updateOwnInfo'>, options?: CallOptions) =>
  call(client, { name: 'updateOwnInfo', method: 'PUT', path: '/admin/system/user/info' }, { query }, options);

export const listProjectUsers = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'projectUsers', method: 'GET', path: '/admin/system/project/use/user' }, {}, options);

/** Resets a user's password to a fresh random one, answered once (`{ password }`) for the administrator to hand over. */
export const resetUserPassword = (client: ApiClient, id: number, options?: CallOptions) =>
  call(
    client,
    { name: 'resetPassword', method: 'GET', path: '/admin/system/user/password/:id' },
    { params: { id } },
    options,
  );

/** Ends a user's sessions; `mini: true` is SPEC §7's mini-program variant (its marker header). */
export const forceSignOut = (
  client: ApiClient,
  id: number,
  { mini = false, ...options }: CallOptions & { mini?: boolean } = {},
) =>
  call(
    client,
    { name: 'forceSignOut', method: 'PUT', path: '/admin/system/user/forceSignOut/:id' },
    { params: { id }, headers: mini ? { [MINI_HEADER]: 'mini' } : {} },
    options,
  );

export const changePassword = (client: ApiClient, body: BodyOf<'changePassword'>, options?: CallOptions) =>
  call(
    client,
    { name: 'changePassword', method: 'POST', path: '/admin/system/user/password' },
    { body },
    options,
  );

export const checkUserNameUnique = (
  client: ApiClient,
  body: BodyOf<'userNameUnique'>,
  options?: CallOptions,
) =>
  call(
    client,
    { name: 'userNameUnique', method: 'POST', path: '/admin/system/user/name/unique' },
    { body },
    options,
  );

export const listAssignableRoles = (client: ApiClient, options?: CallOptions) =>
  call(client, { name: 'assignableRoles', method: 'GET', path: '/admin/system/user/role' }, {}, options);

/** Sets the caller's system name and logo (SPEC §1 sysName, sysLogo). */
export const createUserLogo = (client: ApiClient, body: BodyOf<'createLogo'>, options?: CallOptions) =>
  call(client, { name: 'createLogo', method: 'POST', path: '/admin/system/user/logo' }, { body }, options);

export const updateUserLogo = (client: ApiClient, body: BodyOf<'updateLogo'>, options?: CallOptions) =>
  call(client, { name: 'updateLogo', method: 'PUT', path: '/admin/system/user/logo' }, { body }, options);
