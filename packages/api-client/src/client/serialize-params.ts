/**
 * SPEC §7: arrays go out without indices (`ids=1&ids=2`, never `ids[0]=1`); `null`/`undefined`
 * are left out so an empty filter does not reach the server as the text "null"; nested objects use
 * dots (`a.b=1`). Written on URLSearchParams rather than `qs`, whose dependency tree would weigh on
 * every page, the login page included.
 */
export function serializeParams(params: unknown): string {
  const search = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(key, item);
    } else if (value instanceof Date) {
      search.append(key, value.toISOString());
    } else if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value))
        add(key ? `${key}.${child}` : child, childValue);
    } else {
      search.append(key, String(value));
    }
  };
  if (params && typeof params === 'object') add('', params);
  // URLSearchParams writes spaces as '+'; %20 is what qs (and the server's tests) expect.
  return search.toString().replace(/\+/g, '%20');
}
