import { defineConfig } from 'tsup';

export default defineConfig({
  // Three entries with code splitting: `index` re-exports the format and the catalogue chunks, and
  // with `sideEffects: false` a bundler drops the catalogue chunk when only format exports are used.
  entry: { index: 'src/index.ts', format: 'src/format-entry.ts', catalogue: 'src/catalogue-entry.ts' },
  format: ['esm'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
