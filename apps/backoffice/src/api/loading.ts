/** Requests in flight, for the global loading mask (SPEC §9); a tiny external store. */
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

export function setPending(count: number): void {
  pending = count;
  for (const listener of listeners) listener();
}

export function usePendingCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    // The prerendered login page is hydrated: nothing was pending when it was rendered.
    () => 0,
  );
}
