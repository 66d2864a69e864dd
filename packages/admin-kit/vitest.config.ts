import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // A file's first render imports antd into jsdom: seconds on a busy 2-core machine (CI runs the
    // packages' suites side by side). Timing is not what these tests check.
    testTimeout: 20_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
