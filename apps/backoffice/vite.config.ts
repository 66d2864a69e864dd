import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to a locally running reference server (apps/server).
const apiTarget = process.env.ELDERCARE_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/prod-api': { target: apiTarget, changeOrigin: true } } },
  build: { target: 'es2022', sourcemap: true, manifest: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
