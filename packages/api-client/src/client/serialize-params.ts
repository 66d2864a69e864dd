import qs from 'qs';

/**
 * SPEC §7: arrays go out without indices (`ids=1&ids=2`, never `ids[0]=1`); `null`/`undefined`
 * are left out so an empty filter does not reach the server as the text "null".
 */
export function serializeParams(params: unknown): string {
  return qs.stringify(params, { arrayFormat: 'repeat', skipNulls: true, allowDots: true });
}
