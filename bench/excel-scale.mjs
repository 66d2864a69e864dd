// Excel at the size of a city, on PostgreSQL: an export of the whole elderly register (`--rows`,
// 1,000,000 by default, seeded with `seed:large`) and an import of a district (`--import-rows`,
// 100,000), while other users keep reading the list.
//
//   DATABASE_URL=$(bash scripts/ensure-postgres.sh | tail -1) node excel-scale.mjs \
//     [--rows 1000000] [--import-rows 100000] [--bad 1000] [--phases export,import] [--runs 1]
//     [--database eldercare_bench] [--drop] [--out results/excel-scale.json]
//
// `--database` is created beside DATABASE_URL's (never that one) and seeded up to `--rows` elderly
// records on its first use; `--drop` drops it at the end. Requires the built server.
//
// Per export: time to the first body byte, total time, bytes, the server's RSS growth (VmRSS of the
// process, Excel worker threads included, sampled at 4 Hz, less the value just before), and the
// rows the file holds, read back by LibreOffice (`soffice --headless --convert-to csv`) when it is
// installed (a bench prerequisite: Debian's `libreoffice-calc`), else by exceljs's streaming reader.
// Per import: a file of valid rows (inserted, then deleted again) and one with `--bad` bad rows
// among them (none inserted: today's rule), their time, RSS growth and report. Other users' list
// latency is measured during each job and, as the baseline, for as long before it, same run.
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import { signIn } from './sign-in.mjs';
import { startProduct } from './start-product.mjs';

const ADMIN_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'import-rows': { type: 'string', default: '100000' },
    bad: { type: 'string', default: '1000' },
    phases: { type: 'string', default: 'export,import' },
    runs: { type: 'string', default: '1' },
    database: { type: 'string', default: 'eldercare_bench' },
    drop: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(import.meta.dirname, 'results', 'excel-scale.json') },
  },
});
const ROWS = Number(args.rows);
const IMPORT_ROWS = Number(args['import-rows']);
const BAD_ROWS = Number(args.bad);
const RUNS = Number(args.runs);
const phases = new Set(args.phases.split(','));
if (!ADMIN_URL) throw new Error('DATABASE_URL is required (bash scripts/ensure-postgres.sh prints one)');
if (!/^[a-z_][a-z0-9_]*$/.test(args.database) || args.database === new URL(ADMIN_URL).pathname.slice(1))
  throw new Error('--database: a database name of its own');

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const serverRequire = createRequire(path.join(serverDir, 'package.json'));
const ExcelJS = serverRequire('exceljs');
const pg = serverRequire('pg');
const TABLE = 'biz_elderly_info';
/** Other users reading the list meanwhile: this many loops, each waiting this long between calls. */
const READERS = ['street', 'operator', 'opsummary', 'lishan'];
const READER_PAUSE_MS = 200;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (x, digits = 1) => (typeof x === 'number' ? Number(x.toFixed(digits)) : null);
const loadavg = () => os.loadavg().map((x) => round(x, 2));
const percentile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? null : round(s[Math.ceil(q * s.length) - 1]);
};
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length === 0 ? null : s[Math.floor((s.length - 1) / 2)];
};

const benchUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${args.database}`;
  return url.toString();
};

async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The bench database, created on first use and seeded up to ROWS elderly records. */
async function ensureDatabase() {
  await withClient(ADMIN_URL, async (c) => {
    const { rows } = await c.query('select 1 from pg_database where datname = $1', [args.database]);
    if (rows.length === 0) await c.query(`create database "${args.database}"`);
  });
  const existing = await withClient(benchUrl(), async (c) => {
    const { rows } = await c.query(`select to_regclass($1) is not null as present`, [TABLE]);
    if (!rows[0].present) return 0;
    return Number((await c.query(`select count(*) as n from ${TABLE}`)).rows[0].n);
  });
  if (existing >= ROWS) return { existing, seededSeconds: 0 };
  const started = performance.now();
  execFileSync(
    'pnpm',
    ['exec', 'tsx', 'scripts/seed-large.ts', '--count', String(ROWS - existing), '--batch', '5000'],
    {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: benchUrl() },
      stdio: 'inherit',
    },
  );
  return { existing, seededSeconds: round((performance.now() - started) / 1000) };
}

/** VmRSS of the server process in MB (its Excel worker threads are inside it). */
const rssOf = (pid) =>
  Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function rssSampler(pid) {
  const before = rssOf(pid);
  let max = before;
  const timer = setInterval(() => (max = Math.max(max, rssOf(pid))), 250);
  return () => {
    clearInterval(timer);
    return { beforeMb: round(before), maxMb: round(max), growthMb: round(max - before) };
  };
}

/** Other users reading list pages until `stop()`; answers their latencies' p50/p95/max. */
function listReaders(api, tokens) {
  let stopped = false;
  const took = [];
  let failed = 0;
  const loops = tokens.map(async (token, i) => {
    for (let n = i; !stopped; n += 1) {
      const started = performance.now();
      const res = await fetch(`${api}/biz/resource/elderlyInfo?size=10&current=${1 + (n % 20)}`, {
        headers: { authorization: `Bearer ${token}` },
      }).catch(() => undefined);
      const body = await res?.json().catch(() => undefined);
      if (body?.code === 0) took.push(performance.now() - started);
      else failed += 1;
      await sleep(READER_PAUSE_MS);
    }
  });
  return async () => {
    stopped = true;
    await Promise.all(loops);
    return {
      count: took.length,
      failed,
      p50Ms: percentile(took, 0.5),
      p95Ms: percentile(took, 0.95),
      maxMs: percentile(took, 1),
    };
  };
}

/** The list's latency alone for `seconds`, then with `job` running (the readers go on throughout). */
async function beside(api, tokens, pid, seconds, job) {
  const alone = listReaders(api, tokens);
  await sleep(seconds * 1000);
  const baseline = await alone();
  const during = listReaders(api, tokens);
  const memory = rssSampler(pid);
  const load = { start: loadavg() };
  const outcome = await job();
  const rss = memory();
  load.end = loadavg();
  return { ...outcome, rss, load, listBaseline: baseline, listDuring: await during() };
}

async function exportOnce(api, token, file) {
  const started = performance.now();
  const res = await fetch(`${api}/biz/resource/elderlyInfo/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok || !res.headers.get('content-type')?.includes('sheet'))
    throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
  const out = createWriteStream(file);
  let firstByteMs;
  let bytes = 0;
  for await (const chunk of res.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
  return {
    firstByteMs: round(firstByteMs),
    totalSeconds: round((performance.now() - started) / 1000, 2),
    bytes,
  };
}

/** Data rows of the exported file (the header excluded), and how they were counted. */
async function rowsIn(file, dir) {
  const soffice = ['soffice', 'libreoffice'].find((bin) => {
    try {
      execFileSync('which', [bin], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  const started = performance.now();
  if (soffice) {
    execFileSync(soffice, ['--headless', '--convert-to', 'csv', '--outdir', dir, file], {
      stdio: 'ignore',
      env: { ...process.env, HOME: dir },
    });
    const csv = path.join(dir, path.basename(file).replace(/\.xlsx$/, '.csv'));
    let lines = 0;
    for await (const chunk of createReadStream(csv)) for (const byte of chunk) if (byte === 10) lines += 1;
    return { by: 'libreoffice', rows: lines - 1, seconds: round((performance.now() - started) / 1000) };
  }
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', worksheets: 'emit' });
  for await (const sheet of reader) for await (const row of sheet) if (row.number > 1) rows += 1;
  return { by: 'exceljs streaming reader', rows, seconds: round((performance.now() - started) / 1000) };
}

/** A valid mainland ID number (GB 11643 check digit), distinct for each n below 10,000,000, born in 110101. */
function idCard(n) {
  const birth = new Date(Date.UTC(1930, 0, 1) + (n % 10_000) * 86_400_000);
  const body = `110101${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(Math.floor(n / 10_000) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}
const nameOf = (n) =>
  `批量${String.fromCharCode(0x4e00 + (n % 2000), 0x4e00 + (Math.floor(n / 2000) % 2000))}`;
/** Every `spacing`-th row is bad (a wrong check digit), `bad` of them. */
const badRowsOf = (count, bad) => {
  const spacing = bad > 0 ? Math.floor(count / bad) : 0;
  return new Set(Array.from({ length: bad }, (_, i) => i * spacing + Math.floor(spacing / 2)));
};

async function importFile(count, badRows) {
  const out = new PassThrough();
  const chunks = [];
  out.on('data', (chunk) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = writer.addWorksheet('import');
  sheet.addRow(['姓名', '身份证号', '所属社区', '手机']).commit();
  for (let n = 0; n < count; n += 1) {
    const id = idCard(3_000_000 + n);
    const wrong = id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
    sheet.addRow([nameOf(n), badRows.has(n) ? wrong : id, '341702001001', '13800000000']).commit();
  }
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
}

async function importOnce(api, token, file) {
  const started = performance.now();
  const res = await fetch(`${api}/biz/resource/elderlyInfo/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ file: file.toString('base64'), validOnly: false }),
  });
  const body = await res.json();
  const seconds = round((performance.now() - started) / 1000, 2);
  if (body.code !== 0) throw new Error(`import: HTTP ${res.status} ${body.code} ${body.msg}`);
  return { seconds, result: body.data };
}

/** Whether the report names exactly the bad rows (sheet row = index + 2), each with a reason. */
function checkReport(result, badRows) {
  const expected = new Set([...badRows].map((n) => n + 2));
  const named = new Set(result.errors.map((e) => e.row));
  const missing = [...expected].filter((row) => !named.has(row));
  const extra = [...named].filter((row) => !expected.has(row));
  const withoutReason = result.errors.filter((e) => !e.message).length;
  return {
    expected: expected.size,
    named: named.size,
    missing: missing.length,
    extra: extra.length,
    withoutReason,
  };
}

async function deleteImported() {
  await withClient(benchUrl(), (c) => c.query(`delete from ${TABLE} where name like '批量%'`));
}

async function oneRun(run, product, tokens, dir) {
  const api = `${product.baseURL}/prod-api`;
  const result = { run };
  if (phases.has('export')) {
    const file = path.join(dir, `export-${run}.xlsx`);
    result.export = await beside(api, tokens.readers, product.pid, 15, () =>
      exportOnce(api, tokens.admin, file),
    );
    // Printed before the read-back, which takes LibreOffice minutes for a million rows.
    console.log(`run ${run} export, before the file check`, JSON.stringify(result.export));
    result.export.file = await rowsIn(file, dir);
    rmSync(file, { force: true });
    console.log(`run ${run} export`, JSON.stringify(result.export));
  }
  if (phases.has('import')) {
    const valid = await importFile(IMPORT_ROWS, new Set());
    result.importValid = await beside(api, tokens.readers, product.pid, 10, () =>
      importOnce(api, tokens.admin, valid),
    );
    result.importValid.fileBytes = valid.length;
    await deleteImported();
    console.log(`run ${run} import valid`, JSON.stringify(result.importValid));
    const badRows = badRowsOf(IMPORT_ROWS, BAD_ROWS);
    const mixed = await importFile(IMPORT_ROWS, badRows);
    const withBad = await beside(api, tokens.readers, product.pid, 10, () =>
      importOnce(api, tokens.admin, mixed),
    );
    withBad.report = checkReport(withBad.result, badRows);
    withBad.result = { ...withBad.result, errors: withBad.result.errors.slice(0, 3) };
    result.importWithBad = withBad;
    await deleteImported();
    console.log(`run ${run} import with bad rows`, JSON.stringify({ ...withBad }));
  }
  return result;
}

const started = new Date().toISOString();
const seed = await ensureDatabase();
const product = await startProduct({ DATABASE_URL: benchUrl(), ELDERCARE_SEED: 'false' });
const dir = mkdtempSync(path.join(os.tmpdir(), 'excel-scale-'));
const results = [];
try {
  const tokens = {
    admin: await signIn(product.baseURL, 'admin'),
    readers: await Promise.all(READERS.map((user) => signIn(product.baseURL, user))),
  };
  for (let run = 1; run <= RUNS; run += 1) results.push(await oneRun(run, product, tokens, dir));
} finally {
  await product.stop();
  rmSync(dir, { recursive: true, force: true });
  if (args.drop)
    await withClient(ADMIN_URL, (c) => c.query(`drop database if exists "${args.database}" with (force)`));
}
const pick = (key, get) => median(results.map((r) => (r[key] ? get(r[key]) : undefined)));
const summary = {
  export: {
    firstByteMs: pick('export', (e) => e.firstByteMs),
    totalSeconds: pick('export', (e) => e.totalSeconds),
    rssGrowthMb: pick('export', (e) => e.rss.growthMb),
    listP95BaselineMs: pick('export', (e) => e.listBaseline.p95Ms),
    listP95DuringMs: pick('export', (e) => e.listDuring.p95Ms),
  },
  importValid: {
    seconds: pick('importValid', (e) => e.seconds),
    rssGrowthMb: pick('importValid', (e) => e.rss.growthMb),
    listP95BaselineMs: pick('importValid', (e) => e.listBaseline.p95Ms),
    listP95DuringMs: pick('importValid', (e) => e.listDuring.p95Ms),
  },
  importWithBad: {
    seconds: pick('importWithBad', (e) => e.seconds),
    rssGrowthMb: pick('importWithBad', (e) => e.rss.growthMb),
    listP95BaselineMs: pick('importWithBad', (e) => e.listBaseline.p95Ms),
    listP95DuringMs: pick('importWithBad', (e) => e.listDuring.p95Ms),
  },
};
const report = {
  started,
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: round(os.totalmem() / 2 ** 30) },
  options: { rows: ROWS, importRows: IMPORT_ROWS, bad: BAD_ROWS, runs: RUNS, phases: [...phases] },
  seed,
  summary,
  runs: results,
};
writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(summary, null, 2));
