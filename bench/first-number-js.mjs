// The JavaScript a browser has loaded when the dashboard's first number shows, on a day's first sign-in:
// a new browser context (empty cache, notice popups not yet shown this session) opens /login, signs in
// as a person does and waits for the first figure. Every script fetched until then is counted at its
// gzip size (level 9, read from the build: what size-limit counts), whatever encoding the server chose.
// Median of RUNS runs, its chunks printed largest first; writes bench/results/first-number-js.json (OUT= another name). size-limit's
// "first sign-in, JS before the first number" entry (apps/backoffice/.size-limit.cjs) counts the same files.
//   node bench/first-number-js.mjs            (build the product first; STATIC_DIR= another build)
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startProduct } from './start-product.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

const RUNS = Number(process.env.RUNS ?? 3);
const USER = process.env.USER_NAME ?? 'admin';
const staticDir = process.env.STATIC_DIR ?? path.resolve(import.meta.dirname, '../apps/backoffice/dist');

/** In the page: the scripts fetched by the time the first figure is in the DOM, and when that was. */
const noteFirstNumber = () => {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.ek-stat-number')) return;
    observer.disconnect();
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.js(?:$|\?)/.test(entry.name))
      .map((entry) => new URL(entry.name).pathname);
    window.__firstNumber = { atMs: Math.round(performance.now()), scripts };
  }).observe(document, { childList: true, subtree: true });
};

const gzipSize = (urlPath) => gzipSync(readFileSync(path.join(staticDir, urlPath)), { level: 9 }).length;

async function firstSignIn(browser, baseURL) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.addInitScript(noteFirstNumber);
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('用户名').fill(USER);
    await page.getByLabel('密码').fill('Admin@123456');
    await page.getByLabel('验证码').fill('0000');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForFunction(() => window.__firstNumber, null, { timeout: 120_000 });
    const { atMs, scripts } = await page.evaluate(() => window.__firstNumber);
    const files = [...new Set(scripts)].filter((file) => file.startsWith('/assets/'));
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    return { atMs, scripts: files.length, kB: Number((bytes / 1000).toFixed(1)), files };
  } finally {
    await context.close();
  }
}

const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
const product = await startProduct();
const browser = await chromium.launch(chromiumLaunchOptions());
const runs = [];
try {
  for (let i = 0; i < RUNS; i += 1) runs.push(await firstSignIn(browser, product.baseURL));
} finally {
  await browser.close();
  await product.stop();
}
const sorted = runs.map((run) => run.kB).sort((a, b) => a - b);
const summary = {
  user: USER,
  medianKB: sorted[Math.floor(sorted.length / 2)],
  runsKB: runs.map((r) => r.kB),
};
console.log(summary);
// The chunks of the median run, largest first: where the bytes are.
const median = runs.find((run) => run.kB === summary.medianKB);
for (const [kB, file] of median.files.map((f) => [gzipSize(f) / 1000, f]).sort((a, b) => b[0] - a[0])) {
  console.log(`${kB.toFixed(1).padStart(7)} kB  ${file}`);
}
const load = { before: loadBefore, after: loadavg().map((value) => Number(value.toFixed(2))) };
const out = path.join(import.meta.dirname, 'results', process.env.OUT ?? 'first-number-js.json');
writeFileSync(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), load, ...summary, runs }, null, 2)}\n`,
);
console.log(`written ${path.relative(process.cwd(), out)}`);
