import { configDefaults, defineConfig } from 'vitest/config';

// The suite runs twice in CI: on the embedded database, then against PostgreSQL (DATABASE_URL). A few
// files only mean something on one of them (two instances on one database; the PGlite folder lock), so
// each pass leaves out the other's files instead of reporting them skipped.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      onPostgres ? 'test/**/*.pglite.test.ts' : 'test/**/*.postgres.test.ts',
    ],
    globalSetup: ['test/global-setup.ts'],
    // One database per test file; files run in parallel on the machine's 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
