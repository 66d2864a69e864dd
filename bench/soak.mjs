// Soak of issue #15: `users` concurrent users for `duration` seconds (10 % login, 30 % user info,
// 40 % elderly list, 20 % elderly create) while one import and one export run back to back the
// whole time, against the built server on loopback. Bounded: fixed users, fixed time, one server.
//
//   node soak.mjs [--db postgres|pglite] [--users 200] [--duration 60] [--runs 1] [--rows 20000]
//
// Before the load, `rows` elderly records are imported (5,000 a file) so the export has a sheet of
// that size to write (`--jobs off` skips the loop, not the seed: the control run). The import in the loop is a 5,000-row file whose ID numbers fail the check:
// parsed and checked row by row, nothing inserted (so the export stays the same size). Reports
// req/s, p50/p95/p99/max latency, errors (must be 0), the longest answer among requests that
// overlapped an import or export, the server's RSS (sampled from /proc/<pid>/status, and its peak),
// and the load average. PostgreSQL needs DATABASE_URL (`bash scripts/ensure-postgres.sh` prints
// one); a scratch database is created beside it and dropped. Requires the built server.
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
    rows: { type: 'string', default: '20000' },
    // off: the same users without the import and export, as the control for what they add.
    jobs: { type: 'string', default: 'on' },
    out: { type: 'string', default: path.join(import.meta.dirname, 'results', 'soak.json') },
  },
});
const users = Number(args.users);
const duration = Number(args.duration);
const runs = Number(args.runs);
const seedRows = Number(args.rows);
const withJobs = args.jobs !== 'off';
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

async function soak(baseURL, pid) {
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
    }
  };
  const loadStarted = performance.now();
  await Promise.all(Array.from({ length: users }, user));
  const seconds = (performance.now() - loadStarted) / 1000;
  await Promise.all([exportJob, importJob]);
  clearInterval(sampler);
  memory.push(memoryOf(pid));

  const latencies = requests.map(([s, e]) => e - s).sort((a, b) => a - b);
  const intervals = [...jobs.import, ...jobs.export];
  const overlapping = requests
    .filter(([s, e]) => intervals.some(([js, je]) => s < je && e > js))
    .map(([s, e]) => e - s);
  const byKind = Object.fromEntries(
    MIX.map(([kind]) => {
      const list = requests
        .filter((r) => r[2] === kind)
        .map(([s, e]) => e - s)
        .sort((a, b) => a - b);
      return [
        kind,
        {
          count: list.length,
          p50Ms: round(percentile(list, 0.5)),
          p95Ms: round(percentile(list, 0.95)),
          maxMs: round(list.at(-1)),
        },
      ];
    }),
  );
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
    overlapping: {
      count: overlapping.length,
      maxMs: overlapping.length ? round(Math.max(...overlapping)) : null,
    },
    exports: {
      ...jobSummary(jobs.export),
      bytes: jobs.export.find(([, , o]) => typeof o === 'number')?.[2] ?? null,
    },
    imports: jobSummary(jobs.import),
    rssMaxMb: round(Math.max(...memory.map((m) => m.rssMb))),
    rssPeakMb: round(Math.max(...memory.map((m) => m.peakMb))),
    byKind,
  };
}

async function scratchDatabase() {
  if (!DATABASE_URL)
    throw new Error('--db postgres needs DATABASE_URL (bash scripts/ensure-postgres.sh prints one)');
  const pg = serverRequire('pg');
  const name = `eldercare_soak_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const scratch = new URL(DATABASE_URL);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

const results = [];
for (let run = 1; run <= runs; run += 1) {
  const scratch = args.db === 'postgres' ? await scratchDatabase() : undefined;
  const product = await startProduct({
    ELDERCARE_LOG_LEVEL: 'warn',
    // Every virtual user signs in from 127.0.0.1: the per-address throttle would refuse them.
    ELDERCARE_LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  try {
    const loadavgAtStart = os.loadavg().map((x) => round(x, 2));
    const figures = await soak(product.baseURL, product.pid);
    const result = {
      db: args.db,
      jobs: withJobs,
      run,
      users,
      duration,
      loadavgAtStart,
      ...figures,
      loadavgAtEnd: os.loadavg().map((x) => round(x, 2)),
    };
    results.push(result);
    console.log(
      `${args.db} run ${run} (load ${loadavgAtStart.join(' ')} → ${result.loadavgAtEnd.join(' ')}): ${result.reqPerSec} req/s, ` +
        `p50 ${result.p50Ms} / p95 ${result.p95Ms} / p99 ${result.p99Ms} / max ${result.maxMs} ms, errors ${result.errors}, ` +
        `overlapping max ${result.overlapping.maxMs} ms (${result.overlapping.count}), exports ${result.exports.count} ` +
        `(${result.exports.meanSeconds} s), imports ${result.imports.count} (${result.imports.meanSeconds} s), ` +
        `RSS max ${result.rssMaxMb} MB (peak ${result.rssPeakMb} MB)`,
    );
    if (result.errors > 0) console.log('  failures:', JSON.stringify(result.failureSamples));
  } finally {
    await product.stop();
    await scratch?.drop();
  }
}
const keys = ['reqPerSec', 'p50Ms', 'p95Ms', 'p99Ms', 'maxMs', 'errors', 'rssMaxMb'];
const summary = {
  db: args.db,
  jobs: withJobs,
  runs: results.length,
  median: Object.fromEntries([
    ...keys.map((k) => [k, median(results.map((r) => r[k]))]),
    ['overlappingMaxMs', median(results.map((r) => r.overlapping.maxMs))],
  ]),
  machine: { cpus: os.availableParallelism(), node: process.version },
  results,
};
writeFileSync(args.out, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`median of ${results.length}: ${JSON.stringify(summary.median)} → ${args.out}`);
