import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sessionCacheOf } from '../auth/session-cache.js';
import type { AppContext } from '../context.js';
import { dbProbeOf } from '../db/probe.js';
import { queuedExcelTasks } from '../excel-worker/pool.js';
import { MAX_PARALLEL_EXCEL_JOBS, runningExcelJobs } from '../resources/excel/excel-jobs.js';
import { isDraining } from './lifecycle.js';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** One registry per server (tests run several in one process); Node's own metrics included. */
export const createMetrics = (ctx: AppContext) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'eldercare_http_requests_total',
    help: 'HTTP requests answered, by route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'eldercare_http_request_duration_seconds',
    help: 'Time from request to answer, by route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'eldercare_http_requests_in_flight',
    help: 'Requests being served now',
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'eldercare_login_failures_total',
    help: 'Refused logins by reason (bad credentials, captcha, encryption, disabled account, client)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const loginThrottled = new Counter({
    name: 'eldercare_login_throttled_total',
    help: 'Logins refused by the throttle (account or address over its limit)',
    registers: [registry],
  });
  registerDatabaseMetrics(ctx, registry);
  registerStateGauges(ctx, registry);
  return { registry, requests, latency, inFlight, loginFailures, loginThrottled };
};

export type Metrics = ReturnType<typeof createMetrics>;

const registerDatabaseMetrics = (ctx: AppContext, registry: Registry) => {
  const probe = dbProbeOf(ctx.db);
  const queries = new Histogram({
    name: 'eldercare_db_query_duration_seconds',
    help: 'Database statement durations as Kysely timed them, by outcome',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  probe?.onQuery((seconds, failed) => queries.observe({ outcome: failed ? 'error' : 'ok' }, seconds));
  const poolUse = probe?.poolUse;
  if (!poolUse) return;
  new Gauge({
    name: 'eldercare_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients) and the pool size',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'in_use' }, use.total - use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });
};

const registerStateGauges = (ctx: AppContext, registry: Registry) => {
  const sessions = sessionCacheOf(ctx.db);
  new Gauge({
    name: 'eldercare_session_cache_lookups',
    help: 'Session lookups served from the cache (hit) or the database (miss) since start',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.set({ result: 'hit' }, sessions?.lookups.hits ?? 0);
      this.set({ result: 'miss' }, sessions?.lookups.misses ?? 0);
    },
  });
  new Gauge({
    name: 'eldercare_session_cache_hit_ratio',
    help: 'Share of session lookups served from the cache since start',
    registers: [registry],
    collect() {
      const { hits, misses } = sessions?.lookups ?? { hits: 0, misses: 0 };
      this.set(hits + misses === 0 ? 0 : hits / (hits + misses));
    },
  });
  new Gauge({
    name: 'eldercare_session_listener_connected',
    help: '1 while the LISTEN connection that keeps the session cache fresh is up',
    registers: [registry],
    collect() {
      this.set(sessions?.active ? 1 : 0);
    },
  });
  new Gauge({
    name: 'eldercare_excel_jobs',
    help: 'Excel imports and exports: running, the process limit, and tasks queued for a worker thread',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'running' }, runningExcelJobs());
      this.set({ state: 'limit' }, MAX_PARALLEL_EXCEL_JOBS);
      this.set({ state: 'queued' }, queuedExcelTasks());
    },
  });
  new Gauge({
    name: 'eldercare_ready',
    help: '0 once the server is draining for shutdown',
    registers: [registry],
    collect() {
      this.set(isDraining(ctx) ? 0 : 1);
    },
  });
};
