/**
 * The route guard of SPEC §4 as a pure decision, so every branch is testable without a browser.
 * The router adapter turns each decision into navigation and side effects.
 */

/** Reachable without a token (SPEC §4: only login and auth-redirect). */
export const PUBLIC_PATHS = ['/login', '/auth-redirect'] as const;

export interface GuardInput {
  path: string;
  /** The full target (path + search) to come back to after login. */
  target: string;
  search: URLSearchParams;
  hasToken: boolean;
  /** Roles are loaded once the user info (and with it the route tree) is in. */
  hasRoles: boolean;
}

export type GuardDecision =
  /** `redirectType=screen`: sign out first, then come back without the flag. */
  | { kind: 'logoutFirst'; then: string }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Fetch the user info, build the routes, then re-enter `target` (replace). */
  | { kind: 'loadUser'; target: string };

export function decideRoute(input: GuardInput): GuardDecision {
  if (input.search.get('redirectType') === 'screen') {
    const rest = new URLSearchParams(input.search);
    rest.delete('redirectType');
    const query = rest.toString();
    const then = `${input.path}${query ? `?${query}` : ''}`;
    // Once signed out there is nothing left to do but drop the flag. Signing out "again" would loop:
    // each pass clears the (already empty) session, which re-renders the guard before the
    // navigation away from the flagged address lands (React error #185, a white page).
    return input.hasToken ? { kind: 'logoutFirst', then } : { kind: 'redirect', to: then };
  }
  const isPublic = (PUBLIC_PATHS as readonly string[]).includes(input.path);
  if (!input.hasToken) {
    if (isPublic) return { kind: 'allow' };
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(input.target)}` };
  }
  if (input.path === '/login') return { kind: 'redirect', to: '/' };
  if (!input.hasRoles) return { kind: 'loadUser', target: input.target };
  return { kind: 'allow' };
}

/**
 * The public page the entry renders on its own, without the shell: a public path with no token
 * (and no `redirectType=screen`, whose sign-out needs the shell's API client). Every other case is
 * the shell's guard to decide.
 */
export function publicRouteOf(
  path: string,
  search: URLSearchParams,
  hasToken: boolean,
): (typeof PUBLIC_PATHS)[number] | undefined {
  const decision = decideRoute({ path, target: path, search, hasToken, hasRoles: false });
  if (decision.kind !== 'allow') return undefined;
  return PUBLIC_PATHS.find((publicPath) => publicPath === path);
}

/** Where to go after login: the `redirect` query when it is a local path, else home. */
export function redirectAfterLogin(search: URLSearchParams): string {
  const redirect = search.get('redirect');
  // Only same-origin paths: an absolute URL here would be an open redirect.
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return '/';
}
