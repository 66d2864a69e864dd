import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
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

/**
 * For the first paint: the entry's stylesheet (global.css: the boot screen, a few kB) is inlined
 * as a <style>, so no render-blocking request precedes the first paint. index.html is what signed-in
 * loads get (/login is served prerendered, with its own preloads: scripts/prerender-login.mjs), so it
 * preloads nothing of the login page. There are no web fonts to block text: the system font stack.
 */
function firstPaint(): Plugin {
  return {
    name: 'eldercare-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        let out = html;
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${asset.fileName}"[^>]*>`);
          if (link.test(out)) out = out.replace(link, () => `<style>${String(asset.source)}</style>`);
        }
        return out;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), firstPaint()],
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
    setupFiles: ['src/test-setup.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
