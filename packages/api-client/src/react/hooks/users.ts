import type { BodyOf, DataOf, QueryOf } from '../../endpoints/call.js';
import {
  checkUserNameUnique,
  createUser,
  createUserLogo,
  deleteUser,
  forceSignOut,
  getUser,
  listAssignableRoles,
  listProjectUsers,
  listUsers,
  resetUserPassword,
  setUserStatus,
  updateOwnInfo,
  updateUser,
  updateUserLogo,
} from '../../endpoints/users.js';
import { apiKeys, invalidatedBy } from '../query-keys.js';
import {
  useApiMutation,
  useApiQuery,
  type MutationHookOptions,
  type QueryHookOptions,
} from '../use-api-query.js';

export const useUsers = (query: QueryOf<'listUsers'> = {}, options?: QueryHookOptions<DataOf<'listUsers'>>) =>
  useApiQuery(apiKeys.users.list(query), (client, call) => listUsers(client, query, call), options);

export const useUser = (id: number, options?: QueryHookOptions<DataOf<'getUser'>>) =>
  useApiQuery(apiKeys.users.detail(id), (client, call) => getUser(client, id, call), options);

export const useProjectUsers = (options?: QueryHookOptions<DataOf<'projectUsers'>>) =>
  useApiQuery(apiKeys.users.projectUsers(), listProjectUsers, options);

export const useAssignableRoles = (options?: QueryHookOptions<DataOf<'assignableRoles'>>) =>
  useApiQuery(apiKeys.users.assignableRoles(), listAssignableRoles, options);

export const useCreateUser = (options?: MutationHookOptions<DataOf<'createUser'>, BodyOf<'createUser'>>) =>
  useApiMutation(
    (client, body: BodyOf<'createUser'>) => createUser(client, body),
    invalidatedBy.users,
    options,
  );

export const useUpdateUser = (options?: MutationHookOptions<DataOf<'updateUser'>, BodyOf<'updateUser'>>) =>
  useApiMutation(
    (client, body: BodyOf<'updateUser'>) => updateUser(client, body),
    invalidatedBy.users,
    options,
  );

export const useDeleteUser = (options?: MutationHookOptions<DataOf<'deleteUser'>, number>) =>
  useApiMutation((client, id: number) => deleteUser(client, id), invalidatedBy.users, options);

export const useSetUserStatus = (
  options?: MutationHookOptions<DataOf<'setUserStatus'>, BodyOf<'setUserStatus'>>,
) =>
  useApiMutation(
    (client, body: BodyOf<'setUserStatus'>) => setUserStatus(client, body),
    invalidatedBy.users,
    options,
  );

export const useResetUserPassword = (options?: MutationHookOptions<DataOf<'resetPassword'>, number>) =>
  useApiMutation((client, id: number) => resetUserPassword(client, id), [], options);

export interface ForceSignOutVariables {
  id: number;
  /** The mini-program variant of SPEC §7. */
  mini?: boolean;
}

export const useForceSignOut = (
  options?: MutationHookOptions<DataOf<'forceSignOut'>, ForceSignOutVariables>,
) =>
  useApiMutation(
    (client, { id, mini }: ForceSignOutVariables) => forceSignOut(client, id, { mini }),
    [apiKeys.session.all],
    options,
  );

/** A POST that only reads: a mutation so that forms can call it on blur. */
export const useCheckUserNameUnique = (
  options?: MutationHookOptions<DataOf<'userNameUnique'>, BodyOf<'userNameUnique'>>,
) =>
  useApiMutation((client, body: BodyOf<'userNameUnique'>) => checkUserNameUnique(client, body), [], options);

export const useUpdateOwnInfo = (
  options?: MutationHookOptions<DataOf<'updateOwnInfo'>, QueryOf<'updateOwnInfo'>>,
) =>
  useApiMutation(
    (client, info: QueryOf<'updateOwnInfo'>) => updateOwnInfo(client, info),
    invalidatedBy.ownProfile,
    options,
  );

export const useCreateUserLogo = (
  options?: MutationHookOptions<DataOf<'createLogo'>, BodyOf<'createLogo'>>,
) =>
  useApiMutation(
    (client, body: BodyOf<'createLogo'>) => createUserLogo(client, body),
    invalidatedBy.ownProfile,
    options,
  );

export const useUpdateUserLogo = (
  options?: MutationHookOptions<DataOf<'updateLogo'>, BodyOf<'updateLogo'>>,
) =>
  useApiMutation(
    (client, body: BodyOf<'updateLogo'>) => updateUserLogo(client, body),
    invalidatedBy.ownProfile,
    options,
  );
