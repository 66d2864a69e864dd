import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from '../../client/api-error.js';
import type { DataOf } from '../../endpoints/call.js';
import {
  canSwitchDataType,
  checkInitialPassword,
  getFirstLogin,
  getPublicKey,
  getUserInfo,
  listOfflineTokens,
  logout,
  setFirstPassword,
  signIn,
  type SignInInput,
} from '../../endpoints/session.js';
import { changePassword } from '../../endpoints/users.js';
import { getUseOrg, getUserDetail } from '../../endpoints/system.js';
import type { BodyOf } from '../../endpoints/call.js';
import { useApiClient } from '../ApiClientProvider.js';
import { apiKeys, invalidatedBy } from '../query-keys.js';
import {
  useApiMutation,
  useApiQuery,
  type MutationHookOptions,
  type QueryHookOptions,
} from '../use-api-query.js';

export const useUserInfo = (options?: QueryHookOptions<DataOf<'userInfo'>>) =>
  useApiQuery(apiKeys.session.userInfo(), getUserInfo, options);

export const useUserDetail = (options?: QueryHookOptions<DataOf<'userDetail'>>) =>
  useApiQuery(apiKeys.session.userDetail(), getUserDetail, options);

export const usePublicKey = (options?: QueryHookOptions<DataOf<'publicKey'>>) =>
  useApiQuery(apiKeys.session.publicKey(), getPublicKey, options);

export const useCanSwitchDataType = (options?: QueryHookOptions<DataOf<'dataTypeSwitch'>>) =>
  useApiQuery(apiKeys.session.canSwitchDataType(), canSwitchDataType, options);

export const useFirstLogin = (options?: QueryHookOptions<DataOf<'firstLogin'>>) =>
  useApiQuery(apiKeys.session.firstLogin(), getFirstLogin, options);

export const useInitialPasswordCheck = (options?: QueryHookOptions<DataOf<'passwordCheck'>>) =>
  useApiQuery(apiKeys.session.initialPassword(), checkInitialPassword, options);

export const useUseOrg = (options?: QueryHookOptions<DataOf<'useOrg'>>) =>
  useApiQuery(apiKeys.session.useOrg(), getUseOrg, options);

export const useOfflineTokens = (userName: string, options?: QueryHookOptions<DataOf<'offlineTokens'>>) =>
  useApiQuery(
    apiKeys.session.offlineTokens(userName),
    (client, call) => listOfflineTokens(client, userName, call),
    options,
  );

/** Encrypts and signs in; storing the token (`setToken`) stays with the host. */
export const useSignIn = (options?: MutationHookOptions<DataOf<'login'>, SignInInput>) =>
  useApiMutation((client, input: SignInInput) => signIn(client, input), [], options);

/** Calls the server, then drops every cached answer of the old session. */
export function useLogout(): UseMutationResult<null, ApiError, void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<null, ApiError, void>({
    mutationFn: () => logout(client),
    onSettled: () => queryClient.clear(),
  });
}

export const useSetFirstPassword = (options?: MutationHookOptions<DataOf<'firstPassword'>, string>) =>
  useApiMutation(
    (client, newPassword: string) => setFirstPassword(client, newPassword),
    invalidatedBy.password,
    options,
  );

export const useChangePassword = (
  options?: MutationHookOptions<DataOf<'changePassword'>, BodyOf<'changePassword'>>,
) =>
  useApiMutation(
    (client, body: BodyOf<'changePassword'>) => changePassword(client, body),
    invalidatedBy.password,
    options,
  );
