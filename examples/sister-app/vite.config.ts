import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages: the sister app (index.html) and the same screen built from plain antd (plain.html), so
// bench/sister-app-size.mjs can weigh what the kit adds to a first load.
export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: { input: { index: 'index.html', plain: 'plain.html' } },
    // antd alone is past 500 kB minified; the bench reports the real first-load weight instead.
    chunkSizeWarningLimit: 1500,
  },
  preview: { port: 4179 },
});
