import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRAIN_SECONDS, haproxyConfig } from './haproxy-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));

/** Settings every instance of the topology gets (README "Several instances" lists them). */
export const CLUSTER_DEFAULTS = { instances: 3, port: 8080, bucket: 'eldercare-files', s3Key: 'S3RVER' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise((resolve) => {
    import('node:net').then(({ createServer }) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
    });
  });

const waitUntil = async (what, check, ms) => {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`cluster: ${what} not ready after ${ms / 1000} s`);
    await sleep(250);
  }
};

const answers = async (url) => (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;

/** PostgreSQL: DATABASE_URL, else Debian's cluster (scripts/ensure-postgres.sh) with a database of our own. */
const databaseFor = async ({ databaseUrl, database }) => {
  if (databaseUrl) return databaseUrl;
  const base = execFileSync('bash', [path.join(root, 'scripts/ensure-postgres.sh')], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1);
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${database}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Drops a database the run created (tests and benches start from empty and leave nothing). */
const dropDatabase = async (databaseUrl) => {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
};

/** Runs one server instance (the built start command) and keeps its output in `log`. */
const startInstance = (instance, env, logDir) => {
  const log = fs.openSync(path.join(logDir, `${instance.name}.log`), 'a');
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(instance.port), DATA_DIR: instance.dataDir },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  instance.child = child;
  instance.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return instance;
};

/**
 * The reference topology on this machine: `instances` servers (apps/server/dist/main.js) on one
 * PostgreSQL database, files in S3-compatible storage (s3rver, in this process), behind Debian's
 * HAProxy on `port`. Returns handles to stop it, or to kill, stop and restart one instance.
 */
export const startCluster = async (options = {}) => {
  const o = { ...CLUSTER_DEFAULTS, database: 'eldercare_cluster', env: {}, ...options };
  if (!fs.existsSync(serverMain))
    throw new Error('cluster: build first (pnpm build): apps/server/dist/main.js is missing');
  const work = o.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'eldercare-cluster-'));
  fs.mkdirSync(work, { recursive: true });
  const databaseUrl = await databaseFor(o);

  const S3rver = requireFromServer('s3rver');
  const s3 = new S3rver({
    port: o.s3Port ?? 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(work, 's3'),
  });
  const { port: s3Port } = await s3.run();

  // One login key pair for all: a password encrypted with one instance's public key opens on any.
  const rsaKey =
    o.env.ELDERCARE_RSA_PRIVATE_KEY ??
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;
  const shared = {
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ELDERCARE_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    ELDERCARE_S3_BUCKET: o.bucket,
    ELDERCARE_S3_ACCESS_KEY: o.s3Key,
    ELDERCARE_S3_SECRET_KEY: o.s3Key,
    ELDERCARE_RSA_PRIVATE_KEY: rsaKey,
    ELDERCARE_TRUSTED_PROXIES: '127.0.0.1',
    ELDERCARE_SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    ...o.env,
  };
  const instances = [];
  for (let i = 1; i <= o.instances; i += 1) {
    const port = await freePort();
    const metricsPort = await freePort();
    const dataDir = path.join(work, `instance${i}`);
    fs.mkdirSync(dataDir, { recursive: true });
    instances.push({ name: `instance${i}`, port, metricsPort, dataDir });
  }
  const envOf = (instance) => ({ ...shared, ELDERCARE_METRICS_PORT: String(instance.metricsPort) });
  // All at once: the advisory lock lets the first migrate and provision while the others wait.
  for (const instance of instances) startInstance(instance, envOf(instance), work);

  const cfg = path.join(work, 'haproxy.cfg');
  const servers = instances.map((i) => ({ name: i.name, address: `127.0.0.1:${i.port}` }));
  fs.writeFileSync(cfg, haproxyConfig({ bind: `127.0.0.1:${o.port}`, servers }));
  const haproxyBin = execFileSync('bash', [path.join(root, 'scripts/ensure-haproxy.sh')], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  const haproxyLog = fs.openSync(path.join(work, 'haproxy.log'), 'a');
  const haproxy = spawn(haproxyBin, ['-db', '-f', cfg], { stdio: ['ignore', haproxyLog, haproxyLog] });
  fs.closeSync(haproxyLog);
  const haproxyExited = new Promise((resolve) => haproxy.once('exit', resolve));

  const url = `http://127.0.0.1:${o.port}`;
  const readyOf = (instance) => answers(`http://127.0.0.1:${instance.port}/prod-api/ready`);
  const cluster = {
    url,
    databaseUrl,
    s3Endpoint: shared.ELDERCARE_S3_ENDPOINT,
    work,
    instances,
    haproxy,
    /** Waits until every instance is ready and the balancer sees them (two checks). */
    ready: async (ms = 180_000) => {
      for (const instance of instances) await waitUntil(instance.name, () => readyOf(instance), ms);
      await waitUntil('balancer', () => answers(`${url}/prod-api/ready`), ms);
      await sleep(2500);
    },
    kill: (i, signal = 'SIGKILL') => instances[i].child.kill(signal),
    /** SIGTERM, wait for the exit, start again, wait until ready: one step of a rolling restart. */
    restart: async (i) => {
      const instance = instances[i];
      instance.child.kill('SIGTERM');
      await instance.exited;
      startInstance(instance, envOf(instance), work);
      await waitUntil(instance.name, () => readyOf(instance), 120_000);
      await sleep(2500);
    },
    start: async (i) => {
      startInstance(instances[i], envOf(instances[i]), work);
      await waitUntil(instances[i].name, () => readyOf(instances[i]), 120_000);
    },
    stop: async () => {
      haproxy.kill('SIGTERM');
      for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
      await Promise.all([haproxyExited, ...instances.map((i) => i.exited)]);
      await s3.close();
      if (o.dropDatabase) await dropDatabase(databaseUrl);
      if (!o.workDir && !o.keepWork) fs.rmSync(work, { recursive: true, force: true });
    },
  };
  try {
    await cluster.ready(o.readyMs);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
};

/** A fresh database name, for a test or bench run that must start from empty. */
export const freshDatabaseName = (prefix = 'cluster') => `${prefix}_${randomBytes(5).toString('hex')}`;
