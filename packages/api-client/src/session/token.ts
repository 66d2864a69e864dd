import Cookies from 'js-cookie';
import { hasDocument, safeLocalStorage } from './storage.js';

/** SPEC §4: the token lives in a cookie and in localStorage under this name. */
export const TOKEN_KEY = 'Admin-Token';

/** The cookie first (it is what the platform's sister products share), then localStorage. */
export function getToken(): string | undefined {
  const fromCookie = hasDocument() ? Cookies.get(TOKEN_KEY) : undefined;
  if (fromCookie) return fromCookie;
  return safeLocalStorage()?.getItem(TOKEN_KEY) ?? undefined;
}

export function setToken(token: string): void {
  if (hasDocument()) Cookies.set(TOKEN_KEY, token);
  safeLocalStorage()?.setItem(TOKEN_KEY, token);
}

/** SPEC §4 "resetting the token clears it locally only". */
export function removeToken(): void {
  if (hasDocument()) Cookies.remove(TOKEN_KEY);
  safeLocalStorage()?.removeItem(TOKEN_KEY);
}
