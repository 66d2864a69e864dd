import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsup';

/** Every source file under `src` except tests and the three entry files named below. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}
const internal = sourceFiles('src').filter(
  (file) => !/^src\/(index|format-entry|catalogue-entry)\.ts$/.test(file),
);

export default defineConfig({
  // `index` re-exports `format` and `catalogue`. Every other source file is an entry too, so the
  // output keeps one module per source file: a host bundler places modules, not statements, so a
  // shell that needs the menu groups must not carry the ~120 module declarations that share a file
  // with them. With `sideEffects: false` a bundler drops the modules nothing uses.
  entry: {
    index: 'src/index.ts',
    format: 'src/format-entry.ts',
    catalogue: 'src/catalogue-entry.ts',
    ...Object.fromEntries(internal.map((file) => [file.replace(/^src\//, '').replace(/\.ts$/, ''), file])),
  },
  format: ['esm'],
  splitting: true,
  dts: {
    entry: { index: 'src/index.ts', format: 'src/format-entry.ts', catalogue: 'src/catalogue-entry.ts' },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
