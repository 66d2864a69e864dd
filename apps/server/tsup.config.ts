import { defineConfig } from 'tsup';

export default defineConfig({
  // The Excel worker thread's entry sits beside main.js (src/excel-worker/pool.ts finds it there).
  entry: { main: 'src/main.ts', 'excel-worker': 'src/excel-worker/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Dependencies stay external: node_modules is present wherever the server runs.
  dts: false,
});
