// Builds examples/sister-app as a sister product would: from the packed tarballs of the public
// packages, outside the workspace, with npm. Steps, each timed:
//   1. pack: scripts/check-packages.mjs --pack-only --out <work>/packs (its packing code; its checks are its
//      own step of scripts/test.sh);
//   2. copy the app to <work>/app and install its committed lockfile (third-party packages, from the npm
//      registry or npm's cache; the check fails if the lockfile does not match package.json), then
//      `npm install --no-save` the tarballs, which brings their own dependencies as an install from npm would;
//   3. `tsc --noEmit`, `vite build`, and no catalogue in the build (scripts/sister-app-catalogue.mjs: no
//      catalogue module key in its scripts, no @eldercare/resources in the kit's package.json); what the kit
//      costs within its budgets (scripts/sister-app-entry-costs.mjs: one component alone, the seniors list);
//   4. `vite preview` and check/browser-check.mjs in Debian's Chromium (in Chinese, then the seniors list in the
//      pseudo-locale en-XA: check/pseudo-locale-check.mjs).
//
//   node scripts/check-sister-app.mjs [--keep <dir>] [--fresh] [--no-browser] [--shots <dir>]
//
// <work> is node_modules/.cache/sister-app (kept between runs: an unchanged lockfile then installs in a
// second or two instead of ~25 s, and 22 000 files need not be deleted each time), or --keep's dir.
// --fresh starts from an empty <work>. dist/ of the packages must be built (scripts/test.sh builds first).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { catalogueProblems } from './sister-app-catalogue.mjs';
import { entryCosts, overBudget } from './sister-app-entry-costs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'examples', 'sister-app');
const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? path.resolve(args[args.indexOf(flag) + 1]) : undefined);
const keep = valueOf('--keep');
const shots = valueOf('--shots');
const work = keep ?? path.join(root, 'node_modules', '.cache', 'sister-app');
const packs = path.join(work, 'packs');
const app = path.join(work, 'app');
const npmFlags = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
const started = Date.now();

function timed(label, run) {
  const t0 = Date.now();
  process.stdout.write(`sister app: ${label} … `);
  const result = run();
  console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

/** npm's summary lines are noise; tsc and vite print their errors on stdout, so those keep it. */
function run(command, commandArgs, cwd, { quiet = false } = {}) {
  execFileSync(command, commandArgs, { cwd, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
}

let failed = false;
let preview;
try {
  if (args.includes('--fresh')) rmSync(work, { recursive: true, force: true });
  rmSync(packs, { recursive: true, force: true });
  mkdirSync(packs, { recursive: true });
  // Everything of an earlier run but its node_modules: a file deleted from the example must not linger.
  mkdirSync(app, { recursive: true });
  for (const entry of readdirSync(app)) {
    if (entry !== 'node_modules') rmSync(path.join(app, entry), { recursive: true, force: true });
  }
  // check-packages' own packing; its checks run in their own step of scripts/test.sh.
  timed('pack the public packages (check-packages --pack-only)', () =>
    run('node', ['scripts/check-packages.mjs', '--pack-only', '--out', packs], root, { quiet: true }),
  );
  const tarballs = readdirSync(packs).filter((file) => file.endsWith('.tgz'));
  if (tarballs.length < 6)
    throw new Error(`expected the 6 public tarballs, got ${tarballs.join(', ') || 'none'}`);

  cpSync(source, app, {
    recursive: true,
    filter: (from) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.relative(source, from)),
  });
  // Compared as data: npm and prettier lay the JSON out differently.
  const readLock = () =>
    JSON.stringify(JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8')));
  const lockfile = readLock();
  timed('npm install (the committed lockfile)', () =>
    run('npm', ['install', ...npmFlags], app, { quiet: true }),
  );
  // What `npm ci` would refuse: a package.json the lockfile does not describe.
  if (readLock() !== lockfile) {
    throw new Error(
      'examples/sister-app/package-lock.json does not match its package.json: run npm install there',
    );
  }
  timed('npm install the tarballs', () =>
    run(
      'npm',
      ['install', '--no-save', ...npmFlags, ...tarballs.map((file) => path.join(packs, file))],
      app,
      {
        quiet: true,
      },
    ),
  );
  timed('tsc --noEmit', () =>
    run(path.join(app, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.'], app),
  );
  timed('vite build', () =>
    run(path.join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app),
  );
  timed('vite build of the one-component apps', () =>
    run(
      path.join(app, 'node_modules', '.bin', 'vite'),
      ['build', '-c', 'vite.entries.config.ts', '--logLevel', 'warn'],
      app,
    ),
  );
  const shipped = await catalogueProblems(work);
  if (shipped.length > 0) throw new Error(`the back-office's catalogue reached it:\n${shipped.join('\n')}`);
  const costs = entryCosts(app);
  for (const { name, costKB, budgetKB } of costs)
    console.log(`sister app: the kit adds ${costKB} KB gzip to ${name} (budget ${budgetKB})`);
  const over = overBudget(costs);
  if (over.length > 0) throw new Error(`over budget:\n${over.join('\n')}`);

  if (!args.includes('--no-browser')) {
    if (shots) mkdirSync(shots, { recursive: true });
    const port = 4179 + Math.floor(Math.random() * 500);
    preview = spawn(
      path.join(app, 'node_modules', '.bin', 'vite'),
      ['preview', '--port', String(port), '--strictPort'],
      {
        cwd: app,
        stdio: 'ignore',
      },
    );
    const url = `http://localhost:${port}/`;
    await waitForServer(url);
    const t0 = Date.now();
    const browser = spawnSync('node', ['check/browser-check.mjs', url, ...(shots ? [shots] : [])], {
      cwd: app,
      stdio: 'inherit',
    });
    console.log(`sister app: browser check ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (browser.status !== 0) failed = true;
  }
} catch (error) {
  console.error(`\nsister app: ${error.message}`);
  failed = true;
} finally {
  preview?.kill();
}
console.log(`sister app: ${failed ? 'FAILED' : 'ok'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);

async function waitForServer(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}
