/**
 * A small in-process cache of computations that may be slightly stale (dashboard counts). The
 * promise is cached, so callers arriving while a value is being computed share that computation
 * instead of starting their own; a failed computation is forgotten at once. Per process: several
 * instances each keep their own, which is fine for figures that may be `ttlMs` old anyway.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `key` holds a value (or a computation) that has not expired. */
  has(key: string): boolean {
    const hit = this.entries.get(key);
    return hit !== undefined && hit.expires > this.now();
  }

  /** The cached value of `key`, or `compute()`'s, kept for the TTL. */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    if (hit) this.entries.delete(key);
    const value = compute();
    const entry = { value, expires: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // Oldest first (Map keeps insertion order): a burst of scopes cannot grow it without bound.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
