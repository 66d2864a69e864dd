import { defineConfig } from 'tsup';

export default defineConfig({
  // Every source file is an entry, so the output keeps one module per source file: with
  // `sideEffects: false` a host bundler that needs `ErrorCode` or `toPath` drops the schema modules
  // (and zod) that it does not import.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
