// Lighthouse (mobile and desktop presets) on the login page and, signed in, the dashboard, in Debian's
// Chromium. Writes bench/results/lighthouse.json and prints a table. Median of RUNS runs per page.
//   pnpm --filter @eldercare/bench lighthouse        (build the product first: pnpm build)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createRequire } from 'node:module';
import { signIn } from './sign-in.mjs';
import { startProduct } from './start-product.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

const RUNS = Number(process.env.RUNS ?? 3);
const DEBUG_PORT = 9333;
// PAGES=login,dashboard and PRESETS=mobile,desktop narrow a run; OUT names the results file (a
// before/after pair on a busy machine is easier to compare as two files of the same run).
const only = (name, all) => (process.env[name] ? process.env[name].split(',') : all);
const pages = [
  { name: 'login', path: '/login' },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
].filter((page) => only('PAGES', ['login', 'dashboard']).includes(page.name));
const presets = only('PRESETS', ['mobile', 'desktop']);

// A run Lighthouse could not finish (no LCP: score 0, null figures) is left out of the median.
const median = (values) => {
  const valid = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  return [...valid].sort((a, b) => a - b)[Math.floor(valid.length / 2)];
};

async function audit(url, preset) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    config,
  );
  const { lhr } = result;
  const jsBytes = lhr.audits['network-requests'].details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  // Which element Lighthouse took as the largest paint: a first screen painted before the scripts
  // only helps if the app's later render paints nothing larger.
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  // A run Lighthouse could not finish has no figures: null, left out of the medians.
  const figure = (id, digits = 0) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? Number(value.toFixed(digits)) : null;
  };
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: figure('first-contentful-paint'),
    lcpMs: figure('largest-contentful-paint'),
    tbtMs: figure('total-blocking-time'),
    cls: figure('cumulative-layout-shift', 3),
    siMs: figure('speed-index'),
    jsKb: Math.round(jsBytes / 1024),
    lcpElement: lcpElement ? `${lcpElement.selector} "${(lcpElement.nodeLabel ?? '').slice(0, 40)}"` : null,
  };
}

const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
const product = await startProduct();
// A persistent context is the browser's default one, which is where Lighthouse opens its pages.
const profile = mkdtempSync(path.join(tmpdir(), 'eldercare-lh-'));
const browser = await chromium.launchPersistentContext(
  profile,
  chromiumLaunchOptions([`--remote-debugging-port=${DEBUG_PORT}`]),
);
const token = await signIn(product.baseURL);
// The popups would sit over the dashboard; mark them seen as a returning user would have.
await browser.addInitScript(() =>
  sessionStorage.setItem(
    'eldercare.noticePopupsSeen',
    JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
  ),
);
const results = [];
try {
  for (const page of pages) {
    // With a token the app sends /login straight to the dashboard: only signed-in pages get one.
    await browser.clearCookies();
    if (page.signedIn) {
      await browser.addCookies([{ name: 'Admin-Token', value: token, url: product.baseURL }]);
    }
    for (const preset of presets) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await audit(product.baseURL + page.path, preset, page.signedIn));
      const done = runs.filter((r) => r.score > 0 && r.lcpMs !== null);
      const pick = (key) => median(done.map((r) => r[key]));
      results.push({
        page: page.name,
        preset,
        score: pick('score'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        jsKb: pick('jsKb'),
        runs,
      });
    }
  }
} finally {
  await browser.close();
  await product.stop();
}

console.table(results.map(({ runs: _runs, ...row }) => row));
const out = path.join(import.meta.dirname, 'results', process.env.OUT ?? 'lighthouse.json');
// The machine is shared: the load average before and after the run says how busy it was.
const load = { before: loadBefore, after: loadavg().map((value) => Number(value.toFixed(2))) };
writeFileSync(
  out,
  JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: RUNS, load, results }, null, 2) + '\n',
);
console.log(`written ${path.relative(process.cwd(), out)}`);
