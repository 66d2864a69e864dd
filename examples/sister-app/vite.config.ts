import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages: the sister app (index.html) and the same screen built from plain antd (plain.html), so
// bench/sister-app-size.mjs and scripts/sister-app-entry-costs.mjs can weigh what the kit adds to a first
// load. The one-component apps (entries/) have a build of their own (vite.entries.config.ts): pages of one
// build share chunks, and more pages would split these two differently.
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: { input: { index: 'index.html', plain: 'plain.html' } },
    manifest: true,
    // antd alone is past 500 kB minified; the bench reports the real first-load weight instead.
    chunkSizeWarningLimit: 1500,
  },
  preview: { port: 4179 },
});
