/**
 * Password checks this process is running, by throttle key (auth/throttle.ts). The throttle counts
 * a reserved check as a failure until it succeeds, so ten staff pressing 登录 at once on one shared
 * account (or behind one office address) would see the sixth refused with the right password. A
 * refused reservation therefore waits for the checks in progress on its keys and tries again: their
 * successes clear the counters, their failures keep them, so guesses still get at most the limit.
 * Checks in progress on another server instance are not seen; there the refusal stands.
 */
export class LoginsInFlight {
  private readonly byKey = new Map<string, Set<Promise<void>>>();

  /** Marks a reserved check as running under `keys`; call the returned function when it ends. */
  begin(keys: readonly string[]): () => void {
    let end!: () => void;
    const running = new Promise<void>((resolve) => {
      end = resolve;
    });
    for (const key of keys) {
      const set = this.byKey.get(key) ?? new Set();
      set.add(running);
      this.byKey.set(key, set);
    }
    return () => {
      for (const key of keys) {
        const set = this.byKey.get(key);
        set?.delete(running);
        if (set?.size === 0) this.byKey.delete(key);
      }
      end();
    };
  }

  /** Resolves when every check running under `keys` now has ended; false when none was running. */
  async settle(keys: readonly string[]): Promise<boolean> {
    const running = keys.flatMap((key) => [...(this.byKey.get(key) ?? [])]);
    if (running.length === 0) return false;
    await Promise.all(running);
    return true;
  }
}
