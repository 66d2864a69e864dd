import { ErrorCode, type ApiClient } from '@eldercare/api-client';

type Response = Parameters<
  NonNullable<Parameters<ApiClient['axios']['interceptors']['response']['use']>[0]>
>[0];

/**
 * Codes that end the session a request was sent with: a token the server no longer knows (an
 * administrator's 强退), a disabled account, a sign-in elsewhere. Expiry (50014) has its own modal.
 */
const SESSION_ENDED: ReadonlySet<number> = new Set([
  ErrorCode.TokenInvalid,
  ErrorCode.AccountDisabled,
  ErrorCode.SignedInElsewhere,
]);

/** The login page, coming back here after sign-in (the detail form's draft restores itself there). */
export function loginReturningHere(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): string {
  if (location.pathname === '/login') return `/login${location.search}`;
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

const endedCode = (response: Response): number | undefined => {
  const sentToken = !!response.config.headers?.get?.('Authorization');
  const code = (response.data as { code?: unknown } | null)?.code;
  return sentToken && typeof code === 'number' && SESSION_ENDED.has(code) ? code : undefined;
};

/**
 * Calls `onEnded` once with the server's message when an answer says the session is over, so the
 * page does not stay on with stale rows: the host leaves for the login page as on expiry.
 */
export function watchSessionEnd(axios: ApiClient['axios'], onEnded: (message: string) => void): void {
  let ended = false;
  axios.interceptors.response.use((response) => {
    if (!ended && endedCode(response) !== undefined) {
      ended = true;
      onEnded(String((response.data as { msg?: unknown }).msg ?? ''));
    }
    return response;
  });
}
