// Soak: `users` concurrent users for `duration` seconds (10 % login, 30 % user info,
// 40 % elderly list, 20 % elderly create) while one import and one export run back to back the
// whole time, against the built server on loopback. Bounded: fixed users, fixed time, one server.
//
//   node soak.mjs [--db postgres|pglite] [--mode closed|paced] [--jobs on|off|both] [--users 200]
//                 [--duration 60] [--runs 1] [--rows 20000]
//
// Modes: `closed` — each user sends its next request as soon as the last is answered (no think
// time): 200 of them saturate any server on 2 cores, so everyone waits about users ÷ throughput,
// jobs or not. `paced` models back-office staff: each user thinks 1–3 s (uniform) after every
// answer before the next action, so the offered load is about users ÷ 2 s, and a wait shows what
// the server (and the jobs) add rather than the queue of a saturated loop.
// Jobs: `on` runs the import/export loop, `off` is the control (the same users without it), `both`
// alternates control and jobs runs (control first) `runs` times each, on the same machine state,
// and reports the wait attributable to the jobs: per kind of request, the latency of the requests
// that overlapped an import or export against the same kind in the control (median of the runs).
//
// Before the load, `rows` elderly records are imported (5,000 a file) so the export has a sheet of
// that size to write (the control runs seed too). The import in the loop is a 5,000-row file whose
// ID numbers fail the check: parsed and checked row by row, nothing inserted (so the export stays
// the same size, and the import holds no transaction). Reports req/s, p50/p95/p99/max latency,
// errors (must be 0), the overlapping requests' latencies, the event loop's delay as seen from
// outside (a /health probe every 100 ms: its answer time is the loop's delay plus one `select 1`;
// the server has no metrics endpoint), the server's RSS (sampled from /proc/<pid>/status, and its
// peak), where PostgreSQL sessions waited (pg_stat_activity sampled every 500 ms), and the load
// average. PostgreSQL needs DATABASE_URL (`bash scripts/ensure-postgres.sh` prints one); a scratch
// database is created beside it and dropped. Requires the built server.
// Writes results/soak.json (or --out).
import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import { signIn } from './sign-in.mjs';
import { startProduct } from './start-product.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: DATABASE_URL ? 'postgres' : 'pglite' },
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    runs: { type: 'string', default: '1' },
    mode: { type: 'string', default: 'closed' },
    rows: { type: 'string', default: '20000' },
    // off: the same users without the import and export, as the control for what they add.
    jobs: { type: 'string', default: 'on' },
    prefix: { type: 'string', default: 'eldercare_soak' },
    out: { type: 'string', default: path.join(import.meta.dirname, 'results', 'soak.json') },
  },
});
const users = Number(args.users);
const duration = Number(args.duration);
const runs = Number(args.runs);
const seedRows = Number(args.rows);
if (!['on', 'off', 'both'].includes(args.jobs)) throw new Error('--jobs on|off|both');
if (!['closed', 'paced'].includes(args.mode)) throw new Error('--mode closed|paced');
const paced = args.mode === 'paced';
/** Staff think 1–3 s between actions (paced mode). */
const THINK_MS = [1_000, 3_000];
const HEALTH_EVERY_MS = 100;
// Logins rotate over the demo accounts: the throttle counts an attempt until it succeeds, so more
// than 5 at once on one account are refused (login_throttle), which is not what this measures.
const ACCOUNTS = [
  'admin',
  'sysadmin',
  'opsummary',
  'operator',
  'devops',
  'street',
  'lishan',
  'streetadmin',
  'institution',
  'provider',
  'assessor',
  'association',
  'secretariat',
  'visitcare',
  'trial',
];
const IMPORT_ROWS = 5_000;
const MIX = [
  ['login', 1],
  ['userInfo', 3],
  ['list', 4],
  ['create', 2],
];

// exceljs comes from the server's dependencies (the bench builds its import files with it).
const serverRequire = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
const ExcelJS = serverRequire('exceljs');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (x, digits = 1) => (x === null || x === undefined ? null : Number(x.toFixed(digits)));
const percentile = (sorted, q) => (sorted.length === 0 ? null : sorted[Math.ceil(q * sorted.length) - 1]);
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length === 0 ? null : s[Math.floor((s.length - 1) / 2)];
};

/**
 * A valid mainland ID number (GB 11643 check digit), distinct for each n below 10,000,000; born in
 * Beijing's Dongcheng (110101), where no demo record is, since ID numbers are unique per data type.
 */
function idCard(n) {
  const birth = new Date(Date.UTC(1930, 0, 1) + (n % 10_000) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `110101${ymd}${String(Math.floor(n / 10_000) % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

/** A name the form rules take (Chinese characters only), distinct for each n below 4,000,000. */
const nameOf = (n) =>
  `压测${String.fromCharCode(0x4e00 + (n % 2000), 0x4e00 + (Math.floor(n / 2000) % 2000))}`;

/** An .xlsx of `count` rows under the elderly module's headers, as base64 (the import's body). */
async function workbook(count, row) {
  const out = new PassThrough();
  const chunks = [];
  out.on('data', (chunk) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = writer.addWorksheet('import');
  sheet.addRow(['姓名', 'ID number', 'Comunidad', '手机']).commit();
  for (let n = 0; n < count; n += 1) sheet.addRow(row(n)).commit();
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks).toString('base64');
}

async function login(baseURL, username, device) {
  const key = await (await fetch(`${baseURL}/prod-api/uaa/public-key`)).json();
  const password = publicEncrypt(
    { key: key.data.publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from('Admin@123456'),
  ).toString('base64');
  const res = await fetch(`${baseURL}/prod-api/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password,
      validCode: '',
      deviceId: device,
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      redirect_url: '/',
      isDecryption: 'true',
    }),
  });
  const body = await res.json();
  return body.code === 0 ? true : `login: HTTP ${res.status} code ${body.code}: ${body.msg}`;
}

/** true, or what the refusal said. */
const ok = async (response) => {
  const body = await response.json();
  return response.ok && body.code === 0 ? true : `HTTP ${response.status} code ${body.code}: ${body.msg}`;
};

/** VmRSS and VmHWM (peak) of the server process, in MB; the Excel worker threads are inside it. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function soak(baseURL, pid, withJobs, waits) {
  const api = `${baseURL}/prod-api`;
  const admin = await signIn(baseURL, 'admin');
  const street = await signIn(baseURL, 'street');
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  const importFile = (token, file, validOnly = false) =>
    fetch(`${api}/biz/resource/elderlyInfo/import`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ file, validOnly }),
    });

  // The export's sheet: `seedRows` records, imported 5,000 a file.
  const seedStarted = performance.now();
  for (let from = 0; from < seedRows; from += IMPORT_ROWS) {
    const count = Math.min(IMPORT_ROWS, seedRows - from);
    const file = await workbook(count, (n) => [
      nameOf(from + n),
      idCard(from + n + 1),
      '341702001001',
      '13800000000',
    ]);
    const answer = await (await importFile(admin, file)).json();
    if (answer.code !== 0 || answer.data.imported !== count)
      throw new Error(
        `seed import: ${answer.code} ${answer.msg} ${JSON.stringify(answer.data?.errors?.[0])}`,
      );
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const loopFile = await workbook(IMPORT_ROWS, (n) => [`名${n}`, `34170219400101${n}`, '341702001001', '1']);

  const memory = [];
  const sampler = setInterval(() => memory.push(memoryOf(pid)), 250);
  const deadline = performance.now() + duration * 1000;
  // The event loop seen from outside: one /health every 100 ms (never more than one at a time).
  const health = [];
  const probe = (async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await fetch(`${baseURL}/prod-api/health`)
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
      const took = performance.now() - started;
      health.push(took);
      await sleep(Math.max(0, HEALTH_EVERY_MS - took));
    }
  })();
  const waitSampler = waits?.start();
  /** Every request's [start, end, kind, outcome]; jobs' [start, end]. */
  const requests = [];
  const jobs = { import: [], export: [] };
  const failures = {};
  let created = 0;

  const job = async (kind, run) => {
    while (withJobs && performance.now() < deadline) {
      const started = performance.now();
      const outcome = await run().catch((error) => String(error));
      jobs[kind].push([started, performance.now(), outcome]);
    }
  };
  const exportJob = job('export', async () => {
    const res = await fetch(`${api}/biz/resource/elderlyInfo/export`, { headers: bearer(admin) });
    const bytes = (await res.arrayBuffer()).byteLength;
    return String(res.headers.get('content-type')).includes('spreadsheetml')
      ? bytes
      : `export: HTTP ${res.status}`;
  });
  const importJob = job('import', async () => {
    const answer = await (await importFile(street, loopFile)).json();
    return answer.code === 0 && answer.data.failed === IMPORT_ROWS
      ? true
      : `import: ${answer.code} ${answer.msg}`;
  });

  const actions = {
    login: () => login(baseURL, ACCOUNTS[requests.length % ACCOUNTS.length], `soak-${requests.length}`),
    userInfo: async () => ok(await fetch(`${api}/uaa/user/info`, { headers: bearer(admin) })),
    list: async () =>
      ok(
        await fetch(`${api}/biz/resource/elderlyInfo?size=10&current=${1 + (requests.length % 5)}`, {
          headers: bearer(admin),
        }),
      ),
    create: async () => {
      created += 1;
      const body = {
        name: `浸泡${String.fromCharCode(0x4e00 + (created % 2000))}`,
        idCard: idCard(5_000_000 + created),
        community: '341702001001',
      };
      return ok(
        await fetch(`${api}/biz/resource/elderlyInfo`, {
          method: 'POST',
          headers: { ...bearer(admin), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    },
  };
  const cycle = MIX.flatMap(([kind, slots]) => Array.from({ length: slots }, () => kind));
  let counter = 0;
  const user = async () => {
    while (performance.now() < deadline) {
      const kind = cycle[counter++ % cycle.length];
      const started = performance.now();
      const outcome = await actions[kind]().catch((error) => String(error));
      requests.push([started, performance.now(), kind]);
      if (outcome !== true) failures[kind] = [(failures[kind]?.[0] ?? 0) + 1, failures[kind]?.[1] ?? outcome];
      if (paced) await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
    }
  };
  const loadStarted = performance.now();
  await Promise.all(Array.from({ length: users }, user));
  const seconds = (performance.now() - loadStarted) / 1000;
  await Promise.all([exportJob, importJob, probe]);
  clearInterval(sampler);
  memory.push(memoryOf(pid));
  const pgWaits = await waitSampler?.stop();

  const latencies = requests.map(([s, e]) => e - s).sort((a, b) => a - b);
  const intervals = [...jobs.import, ...jobs.export];
  const overlaps = ([s, e]) => intervals.some(([js, je]) => s < je && e > js);
  const spread = (list) => {
    const sorted = list.map(([s, e]) => e - s).sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50Ms: round(percentile(sorted, 0.5)),
      p95Ms: round(percentile(sorted, 0.95)),
      p99Ms: round(percentile(sorted, 0.99)),
      maxMs: round(sorted.at(-1)),
    };
  };
  const overlapping = requests.filter(overlaps);
  const byKind = Object.fromEntries(
    MIX.map(([kind]) => {
      const list = requests.filter((r) => r[2] === kind);
      return [kind, { ...spread(list), overlapping: spread(list.filter(overlaps)) }];
    }),
  );
  const healthSorted = [...health].sort((a, b) => a - b);
  const jobSummary = (list) => ({
    count: list.length,
    failed: list.filter(([, , outcome]) => typeof outcome === 'string').length,
    meanSeconds: round(list.reduce((sum, [s, e]) => sum + (e - s), 0) / Math.max(1, list.length) / 1000, 2),
    firstFailure: list.find(([, , outcome]) => typeof outcome === 'string')?.[2] ?? null,
  });
  const errors = Object.values(failures).reduce((sum, [n]) => sum + n, 0);
  return {
    seedRows,
    seedSeconds: round(seedSeconds),
    requests: requests.length,
    reqPerSec: round(requests.length / seconds),
    p50Ms: round(percentile(latencies, 0.5)),
    p95Ms: round(percentile(latencies, 0.95)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies.at(-1)),
    errors,
    failureSamples: Object.fromEntries(
      Object.entries(failures).map(([kind, [n, sample]]) => [kind, { n, sample }]),
    ),
    overlapping: spread(overlapping),
    // /health every 100 ms: the event loop's delay (plus one `select 1`) as a client sees it.
    health: {
      count: healthSorted.length,
      p50Ms: round(percentile(healthSorted, 0.5)),
      p99Ms: round(percentile(healthSorted, 0.99)),
      maxMs: round(healthSorted.at(-1)),
    },
    exports: {
      ...jobSummary(jobs.export),
      bytes: jobs.export.find(([, , o]) => typeof o === 'number')?.[2] ?? null,
    },
    imports: jobSummary(jobs.import),
    rssMaxMb: round(Math.max(...memory.map((m) => m.rssMb))),
    rssPeakMb: round(Math.max(...memory.map((m) => m.peakMb))),
    byKind,
    ...(pgWaits ? { pgWaits } : {}),
  };
}

async function scratchDatabase() {
  if (!DATABASE_URL)
    throw new Error('--db postgres needs DATABASE_URL (bash scripts/ensure-postgres.sh prints one)');
  const pg = serverRequire('pg');
  const name = `${args.prefix}_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const scratch = new URL(DATABASE_URL);
  scratch.pathname = `/${name}`;
  return {
    name,
    url: scratch.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * Where the server's PostgreSQL sessions are, every 500 ms: active ones by wait event (none: on
 * CPU), and how many samples had a session waiting on a lock (`Lock`) — what an import's or
 * export's statements could make others wait for.
 */
function pgWaitSampler(name) {
  const pg = serverRequire('pg');
  return {
    start() {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      const counts = {};
      let samples = 0;
      let lockSamples = 0;
      let stopped = false;
      const loop = (async () => {
        await client.connect();
        while (!stopped) {
          const { rows } = await client.query(
            `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, count(*)::int as n
             from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()
             group by 1`,
            [name],
          );
          samples += 1;
          if (rows.some((r) => r.wait.startsWith('Lock:'))) lockSamples += 1;
          for (const { wait, n } of rows) counts[wait] = (counts[wait] ?? 0) + n;
          await sleep(500);
        }
        await client.end();
      })().catch(() => undefined); // a failed sampler leaves its counts short, not the run
      return {
        async stop() {
          stopped = true;
          await loop;
          const active = Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
          return { samples, samplesWithLockWait: lockSamples, activeSessionsByWait: active };
        },
      };
    },
  };
}

async function oneRun(run, withJobs) {
  const scratch = args.db === 'postgres' ? await scratchDatabase() : undefined;
  const product = await startProduct({
    ELDERCARE_LOG_LEVEL: 'warn',
    // Every virtual user signs in from 127.0.0.1: the per-address throttle would refuse them.
    ELDERCARE_LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  try {
    const loadavgAtStart = os.loadavg().map((x) => round(x, 2));
    const waits = scratch ? pgWaitSampler(scratch.name) : undefined;
    const figures = await soak(product.baseURL, product.pid, withJobs, waits);
    const result = {
      db: args.db,
      mode: args.mode,
      jobs: withJobs,
      run,
      users,
      duration,
      loadavgAtStart,
      ...figures,
      loadavgAtEnd: os.loadavg().map((x) => round(x, 2)),
    };
    console.log(
      `${args.db} ${args.mode} jobs ${withJobs ? 'on' : 'off'} run ${run} (load ${loadavgAtStart.join(' ')} → ${result.loadavgAtEnd.join(' ')}): ` +
        `${result.reqPerSec} req/s, p50 ${result.p50Ms} / p95 ${result.p95Ms} / p99 ${result.p99Ms} / max ${result.maxMs} ms, ` +
        `errors ${result.errors}, overlapping p95 ${result.overlapping.p95Ms} max ${result.overlapping.maxMs} ms (${result.overlapping.count}), ` +
        `health p99 ${result.health.p99Ms} max ${result.health.maxMs} ms, exports ${result.exports.count} ` +
        `(${result.exports.meanSeconds} s), imports ${result.imports.count} (${result.imports.meanSeconds} s), ` +
        `RSS max ${result.rssMaxMb} MB (peak ${result.rssPeakMb} MB)`,
    );
    if (result.errors > 0) console.log('  failures:', JSON.stringify(result.failureSamples));
    if (result.pgWaits) console.log('  PostgreSQL waits:', JSON.stringify(result.pgWaits));
    return result;
  } finally {
    await product.stop();
    await scratch?.drop();
  }
}

const plans = args.jobs === 'both' ? [false, true] : [args.jobs === 'on'];
const results = [];
for (let run = 1; run <= runs; run += 1) {
  for (const withJobs of plans) results.push(await oneRun(run, withJobs));
}

const keys = ['reqPerSec', 'p50Ms', 'p95Ms', 'p99Ms', 'maxMs', 'errors', 'rssMaxMb', 'rssPeakMb'];
const medianOf = (list) => ({
  runs: list.length,
  loadavg1m: list.map((r) => [r.loadavgAtStart[0], r.loadavgAtEnd[0]]),
  ...Object.fromEntries(keys.map((k) => [k, median(list.map((r) => r[k]))])),
  overlappingP95Ms: median(list.map((r) => r.overlapping.p95Ms)),
  overlappingMaxMs: median(list.map((r) => r.overlapping.maxMs)),
  healthP99Ms: median(list.map((r) => r.health.p99Ms)),
  healthMaxMs: median(list.map((r) => r.health.maxMs)),
  byKind: Object.fromEntries(
    MIX.map(([kind]) => {
      const of = (pick) => median(list.map((r) => pick(r.byKind[kind])));
      return [
        kind,
        {
          all: { p50Ms: of((k) => k.p50Ms), p95Ms: of((k) => k.p95Ms), maxMs: of((k) => k.maxMs) },
          overlapping: {
            p50Ms: of((k) => k.overlapping.p50Ms),
            p95Ms: of((k) => k.overlapping.p95Ms),
            maxMs: of((k) => k.overlapping.maxMs),
          },
        },
      ];
    }),
  ),
});
const control = results.filter((r) => !r.jobs);
const withJobsRuns = results.filter((r) => r.jobs);
const summary = {
  db: args.db,
  mode: args.mode,
  users,
  duration,
  thinkMs: paced ? THINK_MS : null,
  ...(control.length ? { control: medianOf(control) } : {}),
  ...(withJobsRuns.length ? { withJobs: medianOf(withJobsRuns) } : {}),
};
// What the jobs add: each kind's overlapping latency (with jobs) less the same kind's in the
// control, per percentile (medians of the runs). "No wait > 2 s behind them": every figure ≤ 2,000.
if (summary.control && summary.withJobs) {
  summary.attributableToJobsMs = Object.fromEntries(
    MIX.map(([kind]) => {
      const jobs = summary.withJobs.byKind[kind].overlapping;
      const base = summary.control.byKind[kind].all;
      const minus = (a, b) => (typeof a === 'number' && typeof b === 'number' ? round(a - b) : null);
      return [
        kind,
        {
          p50: minus(jobs.p50Ms, base.p50Ms),
          p95: minus(jobs.p95Ms, base.p95Ms),
          max: minus(jobs.maxMs, base.maxMs),
        },
      ];
    }),
  );
}
summary.machine = { cpus: os.availableParallelism(), node: process.version };
summary.results = results;
writeFileSync(args.out, `${JSON.stringify(summary, null, 2)}\n`);
const brief = { ...summary };
delete brief.results;
console.log(`${JSON.stringify(brief, null, 1)}\n→ ${args.out}`);
