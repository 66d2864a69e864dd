import { defineConfig } from 'tsup';

export default defineConfig({
  // Every source file is an entry and shared code is split into chunks, so the output keeps one
  // module per component: with `sideEffects: false` a host bundle drops the components (and their
  // dependencies such as fuse.js) it does not use. One bundled file would force
  // every dependency's import into every host, the login page included.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.test-d.ts',
    '!src/**/*.stories.tsx',
    '!src/test-setup.ts',
    '!src/test-fixtures/**',
  ],
  format: ['esm'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and runtime deps stay external so the host dedupes React, antd and dayjs.
  external: [/^react/, /^antd/, /^@ant-design\//, /^dayjs/],
});
