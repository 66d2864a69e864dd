import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and runtime deps stay external so the host dedupes React, antd and dayjs.
  external: [/^react/, /^antd/, /^@ant-design\//, /^dayjs/],
});
