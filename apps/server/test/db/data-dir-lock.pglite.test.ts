import { expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DataDirLockedError } from '../../src/db/data-dir-lock.js';
import { startTestServer } from '../helpers/server.js';

// Embedded database only (vitest.config.ts runs *.pglite.test.ts in the PGlite pass):
// two servers on one PGlite folder would lose the second one's writes.
it('a second server on the same embedded database refuses to start', async () => {
  const first = await startTestServer();
  try {
    await expect(buildApp(first.config, { logger: false })).rejects.toBeInstanceOf(DataDirLockedError);
    // The first one still works.
    const health = await first.app.inject({ method: 'GET', url: '/prod-api/health' });
    expect(health.statusCode).toBe(200);
  } finally {
    await first.close();
  }
});
