import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/services/ttl-cache.js';

describe('TtlCache', () => {
  const clock = () => {
    let now = 1_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('shares one computation while it is fresh and recomputes once it expired', async () => {
    const time = clock();
    const cache = new TtlCache<number>(60_000, 10, time.now);
    let runs = 0;
    const compute = () => Promise.resolve(++runs);
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    time.advance(59_999);
    expect(await cache.get('k', compute)).toBe(1);
    expect(cache.has('k')).toBe(true);
    time.advance(1);
    expect(cache.has('k')).toBe(false);
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('forgets a failed computation so the next caller tries again', async () => {
    const cache = new TtlCache<number>(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.has('k')).toBe(false);
    expect(await cache.get('k', () => Promise.resolve(7))).toBe(7);
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new TtlCache<number>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(1));
    expect(['a', 'b', 'c'].map((k) => cache.has(k))).toEqual([false, true, true]);
  });
});
