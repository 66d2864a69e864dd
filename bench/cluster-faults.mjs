#!/usr/bin/env node
// Faults under load on the reference topology (scripts/cluster): kill -9 of one instance during a
// 60 s mixed load, a rolling restart, and PostgreSQL restarted under load. Every acknowledged write
// is then looked up in the database: lost or duplicated ones are counted. Results: bench/results/cluster-faults.json.
// Usage: node bench/cluster-faults.mjs [--seconds 60] [--workers 8] [--skip-postgres]
//   [--keep-work] (keeps the instances' and HAProxy's logs; their folder is printed)
import { execFileSync } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { freshDatabaseName, startCluster } from '../scripts/cluster/cluster.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    workers: { type: 'string', default: '8' },
    'skip-postgres': { type: 'boolean', default: false },
    'keep-work': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const WORKERS = Number(values.workers);
const pg = createRequire(new URL('../apps/server/package.json', import.meta.url))('pg');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const run = randomBytes(3).toString('hex');

const cluster = await startCluster({
  port: 20000 + Math.floor(Math.random() * 20000),
  database: freshDatabaseName('faults'),
  dropDatabase: true,
  keepWork: values['keep-work'],
  env: { ELDERCARE_CAPTCHA: 'off', ELDERCARE_LOG_LEVEL: 'warn' },
});
if (values['keep-work']) console.log(`logs in ${cluster.work}`);
const api = `${cluster.url}/prod-api`;
let failed = false;
const fail = async (error) => {
  if (failed) return;
  failed = true;
  console.error(error);
  await cluster.stop().catch(() => {});
  process.exit(1);
};
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

const signIn = async () => {
  const key = await (await fetch(`${api}/uaa/public-key`)).json();
  const cipher = publicEncrypt(
    { key: key.data.publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(`${Date.now()}.${randomBytes(16).toString('hex')}.Admin@123456`),
  ).toString('base64');
  const body = {
    username: 'admin',
    password: cipher,
    validCode: '',
    deviceId: 'bench',
    grant_type: 'password',
    client_id: 'backoffice',
    client_secret: 'backoffice-secret',
    redirect_url: '/',
    isDecryption: true,
  };
  const answer = await (
    await fetch(`${api}/uaa/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();
  if (answer.code !== 0) throw new Error(`login failed: ${answer.msg}`);
  return answer.data.access_token;
};
const token = await signIn();
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

// A valid record to copy: the first adviser site.
const firstId = (
  await (await fetch(`${api}/biz/resource/consultantSite?current=1&size=1`, { headers })).json()
).data.records[0].id;
const detail = (await (await fetch(`${api}/biz/resource/consultantSite/${firstId}`, { headers })).json())
  .data;
// Masked values (phones) and system keys are left out: the copy carries the site's plain fields.
const SYSTEM_KEYS = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'referenceLabels'];
const template = Object.fromEntries(
  Object.entries(detail).filter(
    ([k, v]) => !SYSTEM_KEYS.includes(k) && !(typeof v === 'string' && v.includes('*')),
  ),
);
/** Mixed load until `stop()`: 3 list reads for each create; every answer is recorded. */
const load = (phase) => {
  const stats = {
    phase,
    reads: 0,
    readsFailed: 0,
    writes: 0,
    writesFailed: 0,
    statuses: {},
    acked: [],
    attempted: [],
    /** When each failed request started and ended, to tell those in flight at a kill from later ones. */
    failures: [],
  };
  let running = true;
  const note = (status) => (stats.statuses[status] = (stats.statuses[status] ?? 0) + 1);
  const worker = async (w) => {
    for (let n = 0; running; n += 1) {
      if (n % 4 === 3) {
        const name = `bench-${run}-${phase}-${w}-${n}`;
        stats.attempted.push(name);
        stats.writes += 1;
        const started = Date.now();
        try {
          const response = await fetch(`${api}/biz/resource/consultantSite`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ ...template, name }),
            signal: AbortSignal.timeout(20_000),
          });
          const body = await response.json().catch(() => null);
          note(response.status);
          if (response.ok && body?.code === 0) stats.acked.push(name);
          else {
            stats.writesFailed += 1;
            stats.failures.push({ started, ended: Date.now() });
          }
        } catch (error) {
          note('network');
          stats.writesFailed += 1;
          stats.failures.push({ started, ended: Date.now(), error: error.cause?.code ?? error.name });
        }
      } else {
        stats.reads += 1;
        const started = Date.now();
        try {
          const response = await fetch(`${api}/biz/resource/elderlyInfo?current=${1 + (n % 50)}&size=20`, {
            headers,
            signal: AbortSignal.timeout(20_000),
          });
          note(response.status);
          if (!response.ok) {
            stats.readsFailed += 1;
            stats.failures.push({ started, ended: Date.now() });
          }
          await response.arrayBuffer();
        } catch (error) {
          note('network');
          stats.readsFailed += 1;
          stats.failures.push({ started, ended: Date.now(), error: error.cause?.code ?? error.name });
        }
      }
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return {
    stats,
    stop: async () => {
      running = false;
      await done;
      return stats;
    },
  };
};

/**
 * Each acknowledged write exactly once in the database; unacknowledged ones that committed anyway;
 * with `killedAt`, how many failed requests were already in flight when the instance was killed.
 */
const audit = async (stats, killedAt) => {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const {
    rows: [{ table_name: table }],
  } = await client.query(
    "select table_name from information_schema.columns where column_name = 'host_facility' limit 1",
  );
  const { rows } = await client.query(
    `select name, count(*)::int as n from ${table} where name like $1 group by name`,
    [`bench-${run}-${stats.phase}-%`],
  );
  await client.end();
  const stored = new Map(rows.map((r) => [r.name, r.n]));
  const acked = new Set(stats.acked);
  return {
    phase: stats.phase,
    reads: stats.reads,
    readsFailed: stats.readsFailed,
    writes: stats.writes,
    writesAcknowledged: stats.acked.length,
    writesFailed: stats.writesFailed,
    acknowledgedLost: stats.acked.filter((name) => !stored.has(name)).length,
    duplicated: [...stored.values()].filter((n) => n > 1).length,
    unacknowledgedButStored: stats.attempted.filter((name) => !acked.has(name) && stored.has(name)).length,
    ...(killedAt
      ? {
          failedInFlightAtKill: stats.failures.filter((f) => f.started <= killedAt && f.ended >= killedAt)
            .length,
          // Each failure's start and end in ms from the kill, to see which ones the kill explains.
          failuresFromKill: stats.failures.map((f) => ({
            startedMs: f.started - killedAt,
            endedMs: f.ended - killedAt,
            ...(f.error ? { error: f.error } : {}),
          })),
        }
      : {}),
    statuses: stats.statuses,
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
  };
};

const save = () => {
  fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  fs.writeFileSync(
    new URL('./results/cluster-faults.json', import.meta.url),
    `${JSON.stringify(results, null, 2)}\n`,
  );
};
const results = {
  date: new Date().toISOString(),
  instances: cluster.instances.length,
  workers: WORKERS,
  // The machine is shared: its 1-minute load before and after says how noisy the figures are.
  cores: os.cpus().length,
  loadAverage1m: { before: Number(os.loadavg()[0].toFixed(2)) },
  phases: [],
};
try {
  // 1. kill -9 of instance 2 a third of the way in; it is started again two thirds in.
  let phase = load('kill9');
  await sleep((SECONDS / 3) * 1000);
  cluster.kill(1, 'SIGKILL');
  const killedAt = Date.now();
  await sleep((SECONDS / 3) * 1000);
  await cluster.start(1);
  await sleep(Math.max(0, SECONDS * 1000 - (Date.now() - killedAt) - (SECONDS / 3) * 1000));
  results.phases.push({ ...(await audit(await phase.stop(), killedAt)), seconds: SECONDS });
  save();

  // 2. Rolling restart: each instance in turn gets SIGTERM, drains, exits, starts, is ready again.
  phase = load('rolling');
  const rollStart = Date.now();
  for (let i = 0; i < cluster.instances.length; i += 1) await cluster.restart(i);
  await sleep(3000);
  results.phases.push({
    ...(await audit(await phase.stop())),
    seconds: Math.round((Date.now() - rollStart) / 1000),
  });

  // 3. PostgreSQL restarted under load (Debian's pg_ctlcluster): answers during the outage, recovery after.
  if (!values['skip-postgres']) {
    const version = fs.readdirSync('/usr/lib/postgresql').sort().at(-1);
    phase = load('postgres');
    await sleep(5000);
    const down = Date.now();
    execFileSync('pg_ctlcluster', [version, 'main', 'stop', '-m', 'fast']);
    await sleep(5000);
    execFileSync('pg_ctlcluster', [version, 'main', 'start']);
    const outage = Date.now() - down;
    await sleep(15_000);
    const audited = await audit(await phase.stop());
    // Recovery: every instance answers ready and its LISTEN connection is back.
    const recovered = [];
    for (const instance of cluster.instances) {
      const metrics = await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`).then(
        (r) => r.text(),
        () => 'down',
      );
      const ready = await fetch(`http://127.0.0.1:${instance.port}/prod-api/ready`).then(
        (r) => r.status,
        () => 'down',
      );
      recovered.push({
        instance: instance.name,
        ready,
        listener: /eldercare_session_listener_connected 1/.test(metrics),
      });
    }
    const after = load('after-postgres');
    await sleep(5000);
    results.phases.push({
      ...audited,
      outageMs: outage,
      recovered,
      afterRecovery: await audit(await after.stop()),
    });
  }
} finally {
  results.loadAverage1m.after = Number(os.loadavg()[0].toFixed(2));
  await cluster.stop();
}
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
fs.writeFileSync(
  new URL('./results/cluster-faults.json', import.meta.url),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(JSON.stringify(results, null, 2));
