import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Plain antd apps that take one kit component each, beside their twins without it, in a build of their
// own (dist-entries/): scripts/sister-app-entry-costs.mjs weighs what the one component costs.
const ENTRIES = ['dialog', 'dialog-plain', 'filter-bar', 'filter-bar-plain'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist-entries',
    rollupOptions: { input: Object.fromEntries(ENTRIES.map((name) => [name, `entries/${name}.html`])) },
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
