import {
  context,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestScope } from './request-id.js';

/** W3C trace context: version 00, trace id, parent span id, flags. */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The caller's trace (a balancer or another service) when it sent a valid `traceparent`. */
const parentOf = (header: unknown): Context => {
  const match = typeof header === 'string' ? TRACEPARENT.exec(header) : null;
  if (!match || /^0+$/.test(match[1] ?? '') || /^0+$/.test(match[2] ?? '')) return context.active();
  const [, traceId = '', spanId = '', flags = '00'] = match;
  const sampled = (Number.parseInt(flags, 16) & 1) === 1;
  return trace.setSpanContext(context.active(), {
    traceId,
    spanId,
    traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote: true,
  });
};

/**
 * Request spans (one per request, named by route template) and a child span per database
 * statement, exported in batches over OTLP/HTTP (JSON) to `url`. The tracer is the server's own,
 * not the process-wide global: several servers in one process (tests) keep their traces apart.
 */
export const startTracing = (url: string, serviceName: string) => {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 500 })],
  });
  const tracer: Tracer = provider.getTracer('eldercare-server');
  const spans = new WeakMap<RequestScope, Span>();

  const begin = (request: FastifyRequest, scope: RequestScope) => {
    const span = tracer.startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': request.routeOptions.url ?? 'unmatched',
          'url.path': request.url.split('?')[0] ?? '',
          'eldercare.request_id': request.id,
        },
      },
      parentOf(request.headers.traceparent),
    );
    spans.set(scope, span);
    scope.traceId = span.spanContext().traceId;
  };

  const end = (scope: RequestScope | undefined, reply: FastifyReply) => {
    const span = scope && spans.get(scope);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };

  /** A finished statement as a child of the request it ran for (none outside requests). */
  const statement = (scope: RequestScope | undefined, seconds: number, failed: boolean, sql: string) => {
    const parent = scope && spans.get(scope);
    if (!parent) return;
    const endTime = Date.now();
    const span = tracer.startSpan(
      'db.query',
      {
        kind: SpanKind.CLIENT,
        startTime: endTime - seconds * 1000,
        attributes: { 'db.system.name': 'postgresql', 'db.query.text': sql.slice(0, 2000) },
      },
      trace.setSpan(context.active(), parent),
    );
    if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end(endTime);
  };

  return { begin, end, statement, shutdown: () => provider.shutdown() };
};

export type Tracing = ReturnType<typeof startTracing>;
