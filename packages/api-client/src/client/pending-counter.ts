/**
 * Counts requests in flight for the global loading mask (SPEC §9). The host subscribes and shows
 * the mask while the count is above zero; requests that opt out never touch the counter.
 */
export interface PendingCounter {
  readonly count: number;
  /** Marks one request started; the returned function ends it (idempotent). */
  begin(): () => void;
  subscribe(listener: (count: number) => void): () => void;
}

export function createPendingCounter(): PendingCounter {
  let count = 0;
  const listeners = new Set<(count: number) => void>();
  const emit = () => {
    for (const listener of listeners) listener(count);
  };
  return {
    get count() {
      return count;
    },
    begin() {
      count += 1;
      emit();
      let ended = false;
      return () => {
        // A request may both fail and be cancelled; count it down once.
        if (ended) return;
        ended = true;
        count -= 1;
        emit();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
