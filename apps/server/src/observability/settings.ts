import { z } from 'zod';
import { ConfigError } from '../config.js';

const EnvSchema = z.object({
  /** `/metrics` on its own port (not reachable through the balancer's public port). */
  ELDERCARE_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Address of the metrics port; default HOST. */
  ELDERCARE_METRICS_HOST: z.string().min(1).optional(),
  /** `/metrics` on the main port, for `Authorization: Bearer <token>` only. */
  ELDERCARE_METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** OTLP/HTTP traces endpoint, e.g. http://collector:4318/v1/traces. */
  ELDERCARE_OTLP_ENDPOINT: z.url().optional(),
  /** The standard variable: its base URL gets `/v1/traces` appended. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('eldercare-server'),
  /** Seconds between readiness turning false on SIGTERM and the server closing (balancer drain). */
  ELDERCARE_SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(3),
});

export interface ObservabilitySettings {
  metricsPort: number | undefined;
  metricsHost: string | undefined;
  metricsToken: string | undefined;
  otlpTracesUrl: string | undefined;
  serviceName: string;
  drainSeconds: number;
}

export const NO_OBSERVABILITY: ObservabilitySettings = {
  metricsPort: undefined,
  metricsHost: undefined,
  metricsToken: undefined,
  otlpTracesUrl: undefined,
  serviceName: 'eldercare-server',
  drainSeconds: 0,
};

/** Reads the metrics, tracing and shutdown settings; a bad value is a ConfigError naming it. */
export const loadObservabilitySettings = (env: NodeJS.ProcessEnv = process.env): ObservabilitySettings => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '');
  return {
    metricsPort: e.ELDERCARE_METRICS_PORT,
    metricsHost: e.ELDERCARE_METRICS_HOST,
    metricsToken: e.ELDERCARE_METRICS_TOKEN,
    otlpTracesUrl: e.ELDERCARE_OTLP_ENDPOINT ?? (base ? `${base}/v1/traces` : undefined),
    serviceName: e.OTEL_SERVICE_NAME,
    drainSeconds: e.ELDERCARE_SHUTDOWN_DRAIN_SECONDS,
  };
};
