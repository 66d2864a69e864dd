import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// A random port unless one is given: the suite must not collide with a product already running here.
// Set in the environment so the worker processes, which load this file again, agree on it.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// Each run starts from an empty database so the demo seed is what the tests see.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'eldercare-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // Browser flows under a loaded 2-core machine occasionally lose a race with an animation; a retry
  // that passes is reported as flaky by the summary, never hidden.
  retries: process.env.CI ? 2 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node dist/main.js',
    cwd: path.join(here, '../apps/server'),
    url: `${baseURL}/prod-api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ELDERCARE_CAPTCHA: 'off' },
  },
});
