import { defineConfig } from 'tsup';

export default defineConfig({
  // Every source file is an entry, so the output keeps one module per source file: a host that
  // imports a field message does not carry the ID-card rules or the common-password list with it
  // (the back-office shell imports `requiredMessage` through the kit's texts).
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
