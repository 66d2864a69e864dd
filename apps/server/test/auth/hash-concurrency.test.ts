import { expect, it } from 'vitest';
import {
  hashesRunning,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  verifyPassword,
} from '../../src/auth/passwords.js';

/**
 * Logins must not starve the rest. argon2 shares libuv's 4-thread pool with zlib and
 * file reads, so no more than MAX_CONCURRENT_HASHES hashes run at once; the others wait their
 * turn and still answer correctly.
 */
it('runs at most MAX_CONCURRENT_HASHES argon2 hashes at once, and every one completes', async () => {
  expect(MAX_CONCURRENT_HASHES).toBeLessThan(4);
  let most = 0;
  const sampler = setInterval(() => (most = Math.max(most, hashesRunning())), 1);
  const passwords = Array.from({ length: 8 }, (_, i) => `Pw@${i}-concurrency`);
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  const checks = await Promise.all(hashes.map((h, i) => verifyPassword(h, passwords[(i + 1) % 8]!)));
  const own = await Promise.all(hashes.map((h, i) => verifyPassword(h, passwords[i]!)));
  clearInterval(sampler);
  most = Math.max(most, hashesRunning());
  expect(most).toBeGreaterThan(0);
  expect(most).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
  expect(hashesRunning()).toBe(0);
  expect(checks.every((ok) => !ok)).toBe(true);
  expect(own.every(Boolean)).toBe(true);
});
