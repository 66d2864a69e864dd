import { endpoints, ErrorCode } from '@eldercare/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { dbProbeOf } from '../db/probe.js';
import { AppError } from '../http/app-error.js';
import { isDraining } from './lifecycle.js';
import { createMetrics, type Metrics } from './metrics.js';
import { serveMetricsOnPort, serveMetricsWithToken } from './metrics-endpoint.js';
import { currentRequestScope, REQUEST_ID_HEADER, runInScope, type RequestScope } from './request-id.js';
import type { ObservabilitySettings } from './settings.js';
import { startTracing, type Tracing } from './tracing.js';

export { markDraining, isDraining } from './lifecycle.js';
export { requestIdOf, requestScopeMixin } from './request-id.js';
export { loadObservabilitySettings, NO_OBSERVABILITY, type ObservabilitySettings } from './settings.js';

/** A route template keeps the label set small; requests no route matched share one label. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

const LOGIN_REFUSALS = new Set<number>([
  ErrorCode.LoginFailed,
  ErrorCode.AccountDisabled,
  ErrorCode.ClientInvalid,
]);

/** Counts the login route's refusals, which answer HTTP 200 with an error envelope. */
const countLoginRefusal = (metrics: Metrics, request: FastifyRequest, error: unknown) => {
  if (!(error instanceof AppError) || !routeOf(request).endsWith(endpoints.login.path)) return;
  if (error.code === ErrorCode.Throttled) metrics.loginThrottled.inc();
  else if (LOGIN_REFUSALS.has(error.code)) metrics.loginFailures.inc({ reason: error.messageId ?? 'other' });
};

const registerRequestHooks = (
  app: FastifyInstance,
  ctx: AppContext,
  metrics: Metrics,
  tracing: Tracing | undefined,
) => {
  const scopes = new WeakMap<FastifyRequest, RequestScope>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // A draining server ends each connection after its answer: when it stops listening, the
    // balancer holds no idle connection to it that a write could be sent on and lost.
    if (isDraining(ctx)) reply.header('connection', 'close');
    const scope: RequestScope = { reqId: request.id };
    scopes.set(request, scope);
    tracing?.begin(request, scope);
    metrics.inFlight.inc();
    reply.raw.once('close', () => metrics.inFlight.dec());
    runInScope(scope, done);
  });
  // Body parsing runs in the socket's async context: the scope is entered again once it is done.
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) runInScope(scope, done);
    else done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    countLoginRefusal(metrics, request, error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeOf(request) };
    metrics.requests.inc({ ...labels, status: String(reply.statusCode) });
    metrics.latency.observe(
      { ...labels, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    tracing?.end(scopes.get(request), reply);
    done();
  });
};

/**
 * Metrics (prom-client, `/metrics` on its own port or behind a bearer token, else not served),
 * a request id on every answer and log line, and OpenTelemetry traces when an OTLP endpoint is
 * set. Registered on the root instance before any route, so its hooks see every request.
 */
export const registerObservability = async (
  app: FastifyInstance,
  ctx: AppContext,
  settings: ObservabilitySettings,
): Promise<void> => {
  const metrics = createMetrics(ctx);
  const tracing = settings.otlpTracesUrl
    ? startTracing(settings.otlpTracesUrl, settings.serviceName)
    : undefined;
  if (tracing) {
    dbProbeOf(ctx.db)?.onQuery((seconds, failed, sql) =>
      tracing.statement(currentRequestScope(), seconds, failed, sql),
    );
    // Last onClose hook to run is the first added: spans of the final requests still go out.
    app.addHook('onClose', async () => tracing.shutdown());
  }
  registerRequestHooks(app, ctx, metrics, tracing);
  if (settings.metricsToken) serveMetricsWithToken(app, metrics.registry, settings.metricsToken);
  if (settings.metricsPort) {
    await serveMetricsOnPort(
      app,
      metrics.registry,
      settings.metricsPort,
      settings.metricsHost ?? ctx.config.host,
    );
  }
};
