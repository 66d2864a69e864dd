// API throughput under a bounded local load, each figure next to a baseline measured in the same run:
// the same server answering a static JSON (`/prod-api/uaa/public-key`) on the same port. Ratios to the
// baseline survive a busy machine; absolute figures do not.
//
//   node server-load.mjs [--db pglite|postgres|both] [--duration 8] [--users 100] [--connections 10] [--runs 1]
//
// Phases per database and run: baseline (autocannon, `connections`), `GET /admin/msg/receive/count` as
// street staff, `GET /uaa/user/info` as admin (plain; as a browser sends it, accepting br/gzip; and as a
// browser revalidates it, with the ETag it holds: 304), then the mix — `users` concurrent users for `duration`
// seconds, each looping over 10 % login, 30 % user info, 40 % elderly list, 20 % elderly create — and
// the same users on the static answer as its baseline. PostgreSQL needs DATABASE_URL (e.g. the URL
// `bash scripts/ensure-postgres.sh` prints); a scratch database is created beside it and dropped.
// Requires the built server (`pnpm --filter @eldercare/server build`). Writes results/server-load.json.
import { constants, publicEncrypt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startProduct } from './start-product.mjs';

// Read once and taken out of the environment: the PGlite runs' server must not see it.
const DATABASE_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: DATABASE_URL ? 'both' : 'pglite' },
    duration: { type: 'string', default: '8' },
    users: { type: 'string', default: '100' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string', default: path.join(import.meta.dirname, 'results', 'server-load.json') },
  },
});
const duration = Number(args.duration);
const users = Number(args.users);
const connections = Number(args.connections);
const runs = Number(args.runs);
const PASSWORD = 'Admin@123456';
const MIX = [
  ['login', 0.1],
  ['userInfo', 0.3],
  ['list', 0.4],
  ['create', 0.2],
];

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length === 0 ? null : s[Math.floor((s.length - 1) / 2)];
};
const percentile = (sorted, q) => (sorted.length === 0 ? null : sorted[Math.ceil(q * sorted.length) - 1]);
const round = (x, digits = 1) => (x === null ? null : Number(x.toFixed(digits)));

let logins = 0;
async function login(baseURL, username) {
  logins += 1;
  const key = await (await fetch(`${baseURL}/prod-api/uaa/public-key`)).json();
  const password = publicEncrypt(
    { key: key.data.publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(PASSWORD),
  ).toString('base64');
  const loginBody = {
    username,
    password,
    validCode: '',
    // One device per login, as separate browsers would be.
    deviceId: `bench-device-${logins}`,
    grant_type: 'password',
    client_id: 'backoffice',
    client_secret: 'backoffice-secret',
    redirect_url: '/',
    isDecryption: 'true',
  };
  const res = await fetch(`${baseURL}/prod-api/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(loginBody),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login ${username}: ${body.code} ${body.msg}`);
  return body.data.access_token;
}

/** A valid mainland ID number (GB 11643 check digit) of someone born 1930–1960 in district 341702. */
function idCard(n) {
  const birth = new Date(Date.UTC(1930, 0, 1) + (n % 11000) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `341702${ymd}${String(n % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

/** autocannon: `connections` keep-alive connections for `duration` seconds on one URL. */
async function cannon(url, headers = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    reqPerSec: round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** `users` concurrent loops for `duration` seconds; `pick` chooses each request. */
async function loop(pick) {
  const times = new Map();
  let failures = 0;
  /** The first refusal per kind of request, to tell a slow server from a wrong request. */
  const failureSamples = {};
  const deadline = performance.now() + duration * 1000;
  let counter = 0;
  const user = async () => {
    while (performance.now() < deadline) {
      const [kind, run] = pick(counter++);
      const started = performance.now();
      try {
        const outcome = await run();
        if (outcome !== true) {
          failures += 1;
          failureSamples[kind] ??= outcome;
        }
      } catch (error) {
        failures += 1;
        failureSamples[kind] ??= String(error);
      }
      const list = times.get(kind) ?? [];
      list.push(performance.now() - started);
      times.set(kind, list);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: users }, user));
  const seconds = (performance.now() - started) / 1000;
  const all = [...times.values()].flat().sort((a, b) => a - b);
  const byKind = Object.fromEntries(
    [...times].map(([kind, list]) => {
      list.sort((a, b) => a - b);
      return [
        kind,
        { count: list.length, p50Ms: round(percentile(list, 0.5)), p95Ms: round(percentile(list, 0.95)) },
      ];
    }),
  );
  return {
    reqPerSec: round(all.length / seconds),
    p50Ms: round(percentile(all, 0.5)),
    p95Ms: round(percentile(all, 0.95)),
    failures,
    failureSamples,
    byKind,
  };
}

/** true, or what the refusal said. */
const ok = async (response) => {
  const body = await response.json();
  return response.ok && body.code === 0 ? true : `HTTP ${response.status} code ${body.code}: ${body.msg}`;
};

async function measure(baseURL) {
  const api = `${baseURL}/prod-api`;
  const admin = await login(baseURL, 'admin');
  const street = await login(baseURL, 'street');
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  const phases = { loadavgAtStart: os.loadavg().map((x) => round(x, 2)) };
  phases.baseline = await cannon(`${api}/uaa/public-key`);
  phases.msgReceiveCount = await cannon(`${api}/admin/msg/receive/count`, bearer(street));
  phases.userInfo = await cannon(`${api}/uaa/user/info`, bearer(admin));
  // What a browser sends: compression accepted, and on a reload the ETag it holds (answered 304).
  const browser = { ...bearer(admin), 'accept-encoding': 'br, gzip' };
  phases.userInfoCompressed = await cannon(`${api}/uaa/user/info`, browser);
  const etag = (await fetch(`${api}/uaa/user/info`, { headers: bearer(admin) })).headers.get('etag');
  phases.userInfoRevalidated = await cannon(`${api}/uaa/user/info`, {
    ...browser,
    'if-none-match': etag ?? '',
  });

  let created = 0;
  const actions = {
    login: async () => typeof (await login(baseURL, 'admin')) === 'string',
    userInfo: async () => ok(await fetch(`${api}/uaa/user/info`, { headers: bearer(admin) })),
    list: async () =>
      ok(
        await fetch(`${api}/biz/resource/elderlyInfo?size=10&current=${1 + (created % 5)}`, {
          headers: bearer(admin),
        }),
      ),
    create: async () => {
      created += 1;
      const body = {
        name: `压测${String.fromCharCode(0x4e00 + (created % 2000))}`,
        idCard: idCard(process.pid * 7 + created),
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
  // A fixed cycle of 10 slots gives the exact shares of the mix.
  const cycle = MIX.flatMap(([kind, share]) => Array.from({ length: Math.round(share * 10) }, () => kind));
  phases.mixBaseline = await loop(() => ['static', async () => ok(await fetch(`${api}/uaa/public-key`))]);
  phases.mix = await loop((i) => {
    const kind = cycle[i % cycle.length];
    return [kind, actions[kind]];
  });
  const ratio = (phase, base) => round(phases[phase].reqPerSec / phases[base].reqPerSec, 3);
  phases.ratios = {
    msgReceiveCount: ratio('msgReceiveCount', 'baseline'),
    userInfo: ratio('userInfo', 'baseline'),
    userInfoCompressed: ratio('userInfoCompressed', 'baseline'),
    userInfoRevalidated: ratio('userInfoRevalidated', 'baseline'),
    mix: ratio('mix', 'mixBaseline'),
  };
  phases.loadavgAtEnd = os.loadavg().map((x) => round(x, 2));
  return phases;
}

/** A scratch database beside DATABASE_URL's (created, then dropped), so the load's creates go nowhere. */
async function scratchDatabase() {
  const url = DATABASE_URL;
  if (!url) throw new Error('--db postgres needs DATABASE_URL (bash scripts/ensure-postgres.sh prints one)');
  const require = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
  const pg = require('pg');
  const name = `eldercare_load_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

function print(db, run, phases) {
  const base = phases.baseline;
  const line = (label, p, b) =>
    console.log(
      `  ${label.padEnd(24)} ${String(p.reqPerSec).padStart(8)} req/s  p50 ${String(p.p50Ms).padStart(7)} ms` +
        `  (baseline ${b.reqPerSec} req/s, ratio ${round(p.reqPerSec / b.reqPerSec, 3)})`,
    );
  console.log(
    `${db} run ${run} (load ${phases.loadavgAtStart.join(' ')} → ${phases.loadavgAtEnd.join(' ')}): baseline ${base.reqPerSec} req/s, p50 ${base.p50Ms} ms`,
  );
  line('msg/receive/count', phases.msgReceiveCount, base);
  line('uaa/user/info', phases.userInfo, base);
  line('uaa/user/info br', phases.userInfoCompressed, base);
  line('uaa/user/info 304', phases.userInfoRevalidated, base);
  line(`mix, ${users} users`, phases.mix, phases.mixBaseline);
  console.log(
    `  mix p95 ${phases.mix.p95Ms} ms, failures ${phases.mix.failures}`,
    JSON.stringify(phases.mix.byKind),
  );
}

const databases = args.db === 'both' ? ['pglite', 'postgres'] : [args.db];
const report = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, loadavgAtStart: os.loadavg().map((x) => round(x, 2)) },
  options: { duration, users, connections, runs },
  results: {},
};
for (const db of databases) {
  const all = [];
  for (let run = 1; run <= runs; run += 1) {
    const scratch = db === 'postgres' ? await scratchDatabase() : undefined;
    const product = await startProduct({
      ELDERCARE_LOG_LEVEL: 'warn',
      // The login throttle counts attempts in flight (one account, one address here): the mix's
      // parallel logins are load to measure, not guesses to slow down.
      ELDERCARE_LOGIN_MAX_FAILURES: '100000',
      ELDERCARE_LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    try {
      const phases = await measure(product.baseURL);
      print(db, run, phases);
      all.push(phases);
    } finally {
      await product.stop();
      await scratch?.drop();
    }
  }
  const med = (pick) => median(all.map(pick));
  report.results[db] = {
    runs: all,
    median: {
      baselineReqPerSec: med((p) => p.baseline.reqPerSec),
      msgReceiveCountReqPerSec: med((p) => p.msgReceiveCount.reqPerSec),
      userInfoReqPerSec: med((p) => p.userInfo.reqPerSec),
      userInfoCompressedReqPerSec: med((p) => p.userInfoCompressed.reqPerSec),
      userInfoRevalidatedReqPerSec: med((p) => p.userInfoRevalidated.reqPerSec),
      mixBaselineReqPerSec: med((p) => p.mixBaseline.reqPerSec),
      mixReqPerSec: med((p) => p.mix.reqPerSec),
      mixP95Ms: med((p) => p.mix.p95Ms),
      ratios: {
        msgReceiveCount: med((p) => p.ratios.msgReceiveCount),
        userInfo: med((p) => p.ratios.userInfo),
        userInfoCompressed: med((p) => p.ratios.userInfoCompressed),
        userInfoRevalidated: med((p) => p.ratios.userInfoRevalidated),
        mix: med((p) => p.ratios.mix),
      },
    },
  };
}
report.machine.loadavgAtEnd = os.loadavg().map((x) => round(x, 2));
writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `median of ${runs} run(s):`,
  JSON.stringify(Object.fromEntries(Object.entries(report.results).map(([k, v]) => [k, v.median]))),
);
console.log(
  `load average ${report.machine.loadavgAtStart.join(' ')} → ${report.machine.loadavgAtEnd.join(' ')}; wrote ${args.out}`,
);
