import { defineConfig } from 'tsup';

export default defineConfig({
  // Every source file is an entry, so the output keeps one module per source file: a host that
  // only reads labels does not carry the declaration checks or the validators they import.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
