// What @eldercare/admin-kit costs a sister product on first load: the JS (gzip) Chromium fetches
// to show examples/sister-app's seniors list, against the same screen built from plain antd (plain.html in
// the same app, same Vite build). Counts every script the page requests until its rows are drawn and the
// network is idle, so the chunks the kit loads at start-up (dayjs locale, the antd locale) and the list
// route's page chunk count, and lazy ones (settings drawer, route search, dialogs) do not until opened.
//
//   node bench/sister-app-size.mjs [--from <dir kept by check-sister-app --keep>]
//
// Without --from it runs scripts/check-sister-app.mjs --keep <tmp> --no-browser first (packs, installs,
// builds). Writes bench/results/sister-app-size.json.
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const fromIndex = args.indexOf('--from');
const work =
  fromIndex >= 0 ? path.resolve(args[fromIndex + 1]) : mkdtempSync(path.join(tmpdir(), 'sister-size-'));
if (fromIndex < 0) {
  execFileSync('node', [path.join(root, 'scripts', 'check-sister-app.mjs'), '--keep', work, '--no-browser'], {
    stdio: 'inherit',
  });
}
const app = path.join(work, 'app');
const dist = path.join(app, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no build in ${dist}`);
// The browser library the sister app itself installs (playwright-core, no browser download).
const { chromium } = createRequire(path.join(app, 'package.json'))('playwright-core');

const server = createServer((request, response) => {
  const file = path.join(dist, decodeURIComponent(new URL(request.url, 'http://x').pathname));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
    response.writeHead(404).end();
    return;
  }
  const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
  response.writeHead(200, { 'content-type': type });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

const browser = await chromium.launch(chromiumLaunchOptions());

/**
 * The scripts and styles one page fetches on first load, weighed from dist/ (gzip level 9): until the
 * list's rows are drawn (its lazy chunks are in) and the network is idle.
 */
async function firstLoad(page) {
  const tab = await browser.newPage();
  const fetched = new Set();
  tab.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) fetched.add(pathname);
  });
  await tab.goto(`${base}/${page}`);
  await tab.locator('.ant-table-row').first().waitFor();
  await tab.waitForLoadState('networkidle');
  await tab.close();
  const files = [...fetched].sort().map((file) => ({ file, gzip: gz(path.join(dist, file)) }));
  const sum = (ext) => files.filter(({ file }) => file.endsWith(ext)).reduce((total, f) => total + f.gzip, 0);
  return {
    jsGzipKB: kb(sum('.js')),
    cssGzipKB: kb(sum('.css')),
    files: files.map((f) => ({ ...f, gzipKB: kb(f.gzip) })),
  };
}

try {
  // The same screen in both: the seniors list (the sister app opens its route from the URL's hash).
  const kit = await firstLoad('index.html#/seniors/index');
  const plain = await firstLoad('plain.html');
  const allJs = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const lockfile = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8'));
  const result = {
    measured: new Date().toISOString(),
    what: 'first-load JS (gzip -9) Chromium fetches until network idle: examples/sister-app (kit) vs the same screen from plain antd',
    machine: { node: process.version, loadavg1: Math.round(loadavg()[0] * 100) / 100 },
    versions: {
      vite: lockfile.packages['node_modules/vite']?.version,
      antd: lockfile.packages['node_modules/antd']?.version,
      react: lockfile.packages['node_modules/react']?.version,
    },
    kitCostJsGzipKB: Math.round((kit.jsGzipKB - plain.jsGzipKB) * 10) / 10,
    kitPage: kit,
    plainAntdPage: plain,
    allChunksJsGzipKB: kb(allJs.reduce((total, file) => total + gz(path.join(dist, 'assets', file)), 0)),
  };
  writeFileSync(
    path.join(root, 'bench', 'results', 'sister-app-size.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(
    `first-load JS gzip: sister app ${kit.jsGzipKB} KB, plain antd ${plain.jsGzipKB} KB → the kit adds ${result.kitCostJsGzipKB} KB`,
  );
} finally {
  await browser.close();
  server.close();
  if (fromIndex < 0) rmSync(work, { recursive: true, force: true });
}
