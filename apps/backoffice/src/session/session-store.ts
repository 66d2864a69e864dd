/**
 * The signed-in user (SPEC §3 current user state) as a small external store: the route guard reads
 * it synchronously, components subscribe with `useSession`.
 */
import { useSyncExternalStore } from 'react';
import {
  getDataType,
  getToken,
  getUserInfo,
  removeToken,
  type ApiClient,
  type DataType,
} from '@eldercare/api-client';
import type { UserInfo } from '@eldercare/api-client/contract';

export interface SessionState {
  user: UserInfo | null;
}

let state: SessionState = { user: null };
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

/** Calls `listener` on every change of the session, outside React (the page registry waits for menus). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasRoles(): boolean {
  return (state.user?.roles.length ?? 0) > 0;
}

/** A user-info call is out (the guard's own or one started ahead). */
let fetching = false;

async function fetchUser(client: ApiClient): Promise<UserInfo> {
  fetching = true;
  try {
    const user = await getUserInfo(client);
    if (user.roles.length === 0) throw new Error('no roles');
    set({ user });
    return user;
  } finally {
    fetching = false;
  }
}

/** A call started by `loadUserAhead` that the route guard has not taken yet, and its token. */
let ahead: { token: string | undefined; call: Promise<UserInfo> } | undefined;

/**
 * Starts the user info for the current token before the route guard asks for it: a signed-in full
 * page load sends it beside the shell's chunks, not after them and antd's locale (for the
 * dashboard's first paint on a phone). The guard's next `loadUser` for the same token takes this
 * call and reports its failure; once it succeeds the store holds the user and nothing is kept.
 */
export function loadUserAhead(client: ApiClient): void {
  if (ahead || fetching || state.user) return;
  const started = { token: getToken(), call: fetchUser(client) };
  ahead = started;
  started.call.then(
    () => {
      if (ahead === started) ahead = undefined;
    },
    () => undefined,
  );
}

/** Fetches the user info (menus, roles, config) for the current token. */
export function loadUser(client: ApiClient): Promise<UserInfo> {
  // A call for another token (it failed, and the user has signed in since) is not this one.
  const call = ahead?.token === getToken() ? ahead?.call : undefined;
  ahead = undefined;
  return call ?? fetchUser(client);
}

/**
 * Applies what the user just saved about themselves (name, avatar, system name and logo) to the
 * loaded user info, so the header shows it at once rather than after a reload.
 */
export function patchUser(
  patch: Partial<Pick<UserInfo, 'name' | 'avatar' | 'introduction' | 'sysUserConfig'>>,
): void {
  if (state.user) set({ user: { ...state.user, ...patch } });
}

/** Forgets the user and the token locally (SPEC §4 "resetting the token clears it locally only"). */
export function resetSession(): void {
  removeToken();
  set({ user: null });
}

/**
 * Drops the loaded user but keeps the token: the route guard then loads the user info and builds
 * the routes again, exactly as after login (used by the role switch).
 */
export function forgetUser(): void {
  set({ user: null });
}

/**
 * The data type this browser works in (SPEC §4, sent as `filterMode` on every call with a token,
 * SPEC §7): the one chosen in the switcher, else the account's own, else formal, so a call with a
 * token always says which data it works in.
 */
export function currentDataType(): DataType {
  return getDataType() ?? state.user?.accountDataType ?? 'prod';
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
