// Issue #14 item 2: a full page load of a detail route (a link opened in a new tab, F5) until its
// form shows, in Debian's Chromium without throttling ("on this machine"). For a few detail routes,
// RUNS times each: a cold load (new browser context, empty cache: the link opened elsewhere) and a
// reload of the same tab (F5, warm cache). Reports the median time to the form and the waterfall
// of the requests the form waits for (user info, catalogue and module chunks, the record).
// Writes bench/results/detail-load.json (OUT=… to name another file).
//   pnpm --filter @eldercare/bench detail-load        (build server and back-office first)
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { signIn } from './sign-in.mjs';
import { startProduct } from './start-product.mjs';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

const RUNS = Number(process.env.RUNS ?? 5);
/** Module key and its detail route; the record is the module's first one in the admin's scope. */
const ROUTES = [
  { module: 'elderlyInfo', url: (id) => `/elderlyInfo/details/${id}?modelType=look` },
  { module: 'disabledInfo', url: (id) => `/disabledInfo/details/${id}?modelType=edit` },
  { module: 'orderFoodPlan', url: (id) => `/orderFoodPlan/details/${id}?modelType=look` },
  { module: 'disabledInfo', name: 'disabledInfo (add)', url: () => '/disabledInfo/details?modelType=add' },
];
const FORM = '.resource-detail-page form .ant-form-item';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loadNow = () => loadavg().map((value) => Number(value.toFixed(2)));

async function firstId(baseURL, token, module) {
  const answer = await (
    await fetch(`${baseURL}/prod-api/biz/resource/${module}?current=1&size=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const id = answer.data?.records?.[0]?.id;
  if (id === undefined) throw new Error(`${module}: no record to open (${answer.msg})`);
  return id;
}

/** Milliseconds from navigation start to the first frame with the form, and what it waited for. */
async function measure(page) {
  await page.waitForSelector(FORM, { state: 'visible', timeout: 30_000 });
  return page.evaluate(() => {
    const formMs = performance.now();
    const pick = (test) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => test(entry.name))
        .map((entry) => ({
          name: new URL(entry.name).pathname.replace(/^\/(prod-api|assets)\//, ''),
          startMs: Math.round(entry.startTime),
          endMs: Math.round(entry.responseEnd),
        }));
    const scripts = pick((name) => name.endsWith('.js'));
    return {
      formMs: Math.round(formMs),
      scripts: scripts.length,
      lastScriptEndMs: Math.max(...scripts.map((s) => s.endMs)),
      waterfall: pick((name) => /\/prod-api\/(uaa\/user\/info|biz\/resource\/)/.test(name)),
    };
  });
}

const loadBefore = loadNow();
const product = await startProduct();
const browser = await chromium.launch(chromiumLaunchOptions());
const results = [];
try {
  const token = await signIn(product.baseURL);
  for (const route of ROUTES) {
    const url = route.url(await firstId(product.baseURL, token, route.module));
    const cold = [];
    const warm = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name: 'Admin-Token', value: token, url: product.baseURL }]);
      // The notice popups would cover the form; a returning user has seen them.
      await context.addInitScript(() =>
        sessionStorage.setItem(
          'eldercare.noticePopupsSeen',
          JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
        ),
      );
      const page = await context.newPage();
      await page.goto(product.baseURL + url, { waitUntil: 'commit' });
      cold.push(await measure(page));
      await page.reload({ waitUntil: 'commit' });
      warm.push(await measure(page));
      await context.close();
    }
    const row = (runs) => ({
      formMs: median(runs.map((r) => r.formMs)),
      lastScriptEndMs: median(runs.map((r) => r.lastScriptEndMs)),
      scripts: median(runs.map((r) => r.scripts)),
    });
    results.push({
      route: route.name ?? route.module,
      url,
      cold: row(cold),
      warm: row(warm),
      coldRuns: cold.map((r) => r.formMs),
      warmRuns: warm.map((r) => r.formMs),
      waterfall: cold[Math.floor(cold.length / 2)].waterfall,
    });
  }
} finally {
  await browser.close();
  await product.stop();
}

console.table(
  results.map((r) => ({
    route: r.route,
    'cold form ms': r.cold.formMs,
    'F5 form ms': r.warm.formMs,
    'cold runs': r.coldRuns.join(' '),
    'F5 runs': r.warmRuns.join(' '),
  })),
);
const out = path.join(import.meta.dirname, 'results', process.env.OUT ?? 'detail-load.json');
writeFileSync(
  out,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      runsPerRoute: RUNS,
      goalMs: 1500,
      load: { before: loadBefore, after: loadNow() },
      results,
    },
    null,
    2,
  ) + '\n',
);
console.log(`written ${path.relative(process.cwd(), out)}`);
