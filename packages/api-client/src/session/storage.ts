/**
 * localStorage when there is one (browser), nothing otherwise (Node, SSR, privacy modes that
 * throw on access): session helpers must never crash a host that has no storage.
 */
export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function hasDocument(): boolean {
  return typeof document !== 'undefined';
}
