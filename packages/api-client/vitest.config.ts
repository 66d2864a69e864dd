import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    globalSetup: ['test/global-setup.ts'],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // jsencrypt's ESM build uses extension-less imports that Node's loader refuses; vite can.
    server: { deps: { inline: ['jsencrypt'] } },
    testTimeout: 20_000,
    hookTimeout: 200_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
