// A full page load of a detail route (a link opened in a new tab, F5) until its
// form shows, in Debian's Chromium without throttling ("on this machine"). For a few detail routes,
// RUNS times each: a cold load (new browser context, empty cache: the link opened elsewhere) and a
// reload of the same tab (F5, warm cache). Reports the median time to the first frame with the form
// (formMs), to the frame with all its sections (completeMs: a long form adds the sections below its
// first screen just after), and the waterfall of the requests the form waits for.
// BUILDS=label=dir,label=dir compares back-office builds in the same run (one server each, runs
// interleaved, so the machine's load weighs on both alike); by default the server's own build.
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
/** A form still adding sections is aria-busy (builds before that render every section at once). */
const COMPLETE = '.resource-detail-page form:not([aria-busy="true"]) .ant-form-item';
const BUILDS = (process.env.BUILDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [label, dir] = pair.split('=');
    return { label, dir: path.resolve(dir) };
  });

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

/**
 * Notes, in the page itself, the frame in which the form first shows and the one in which all its
 * sections do (a requestAnimationFrame callback runs just before that frame paints): timing it
 * from the test process would add a round trip that a loaded machine stretches.
 */
function watchForm([form, complete]) {
  const frames = {};
  window.__detailFrames = frames;
  const check = () => {
    for (const [name, selector] of [
      ['formMs', form],
      ['completeMs', complete],
    ]) {
      if (frames[name] !== undefined || frames[`${name}Pending`] || !document.querySelector(selector))
        continue;
      frames[`${name}Pending`] = true;
      requestAnimationFrame(() => (frames[name] = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}

/** Milliseconds from navigation start to the first frame with the form, and what it waited for. */
async function measure(page) {
  await page.waitForFunction(() => window.__detailFrames?.completeMs !== undefined, null, {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const { formMs, completeMs } = window.__detailFrames;
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
      completeMs: Math.round(completeMs),
      scripts: scripts.length,
      lastScriptEndMs: Math.max(...scripts.map((s) => s.endMs)),
      waterfall: pick((name) => /\/prod-api\/(uaa\/user\/info|biz\/resource\/)/.test(name)),
    };
  });
}

const loadBefore = loadNow();
const builds = BUILDS.length > 0 ? BUILDS : [{ label: 'server build', dir: undefined }];
const products = await Promise.all(
  builds.map((build) => startProduct(build.dir ? { STATIC_DIR: build.dir } : {})),
);
const browser = await chromium.launch(chromiumLaunchOptions());
const results = [];
try {
  const tokens = await Promise.all(products.map((product) => signIn(product.baseURL)));
  for (const route of ROUTES) {
    const runs = builds.map(() => ({ cold: [], warm: [] }));
    const urls = await Promise.all(
      products.map(async (product, b) => route.url(await firstId(product.baseURL, tokens[b], route.module))),
    );
    for (let i = 0; i < RUNS; i += 1) {
      for (const [b, product] of products.entries()) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        await context.addCookies([{ name: 'Admin-Token', value: tokens[b], url: product.baseURL }]);
        // The notice popups would cover the form; a returning user has seen them.
        await context.addInitScript(() =>
          sessionStorage.setItem(
            'eldercare.noticePopupsSeen',
            JSON.stringify(['latest', 'fee', 'activity', 'reminder']),
          ),
        );
        await context.addInitScript(watchForm, [FORM, COMPLETE]);
        const page = await context.newPage();
        await page.goto(product.baseURL + urls[b], { waitUntil: 'commit' });
        runs[b].cold.push(await measure(page));
        await page.reload({ waitUntil: 'commit' });
        runs[b].warm.push(await measure(page));
        await context.close();
      }
    }
    const row = (list) => ({
      formMs: median(list.map((r) => r.formMs)),
      completeMs: median(list.map((r) => r.completeMs)),
      lastScriptEndMs: median(list.map((r) => r.lastScriptEndMs)),
      scripts: median(list.map((r) => r.scripts)),
    });
    for (const [b, build] of builds.entries()) {
      const { cold, warm } = runs[b];
      results.push({
        route: route.name ?? route.module,
        build: build.label,
        url: urls[b],
        cold: row(cold),
        warm: row(warm),
        coldRuns: cold.map((r) => r.formMs),
        warmRuns: warm.map((r) => r.formMs),
        waterfall: cold[Math.floor(cold.length / 2)].waterfall,
      });
    }
  }
} finally {
  await browser.close();
  await Promise.all(products.map((product) => product.stop()));
}

console.table(
  results.map((r) => ({
    route: r.route,
    build: r.build,
    'cold form ms': r.cold.formMs,
    'cold complete ms': r.cold.completeMs,
    'F5 form ms': r.warm.formMs,
    'F5 complete ms': r.warm.completeMs,
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
      builds: builds.map((build) => build.label),
      load: { before: loadBefore, after: loadNow() },
      results,
    },
    null,
    2,
  ) + '\n',
);
console.log(`written ${path.relative(process.cwd(), out)}`);
