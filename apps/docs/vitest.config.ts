import './scripts/node20-polyfills.ts';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// One browser project only: a cold browser-mode start costs ~20 s on 2 cores.
export default defineConfig({
  // Screenshot references are written under visual/__screenshots__ (inside this app).
  server: {
    fs: {
      allow: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../..', import.meta.url))],
    },
  },
  plugins: [storybookTest({ configDir, storybookScript: 'pnpm dev --no-open' })],
  test: {
    name: 'storybook',
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    testTimeout: 30_000,
    // Play functions race antd's animations on a loaded machine now and then; CI retries a failed
    // story (vitest reports the retries in its JSON), locally a failure shows at once.
    retry: process.env.CI ? 2 : 0,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
      api: { allowWrite: true },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
