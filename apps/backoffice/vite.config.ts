import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to a locally running reference server (apps/server).
const apiTarget = process.env.ELDERCARE_API ?? 'http://127.0.0.1:8080';

/**
 * antd's own packages declare `sideEffects`, but its @rc-component/* building blocks (and a few
 * @ant-design/* helpers) do not, so the bundler keeps every module their index files import: a
 * shell that needs antd's Menu also got the colour picker, Select and Collapse that only some pages
 * use. These modules are plain components and helpers with nothing to run on import.
 */
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](?:@rc-component|@ant-design)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/prod-api': { target: apiTarget, changeOrigin: true } } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: { treeshake: { moduleSideEffects: (id) => !SIDE_EFFECT_FREE.test(id) } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
