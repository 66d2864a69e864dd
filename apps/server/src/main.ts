import { RESOURCES } from '@eldercare/resources';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { PRODUCTION_ADMIN } from './db/seed/production.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/users.js';
import { loadObservabilitySettings, markDraining } from './observability/index.js';
import { loadExtraModules } from './resources/schema/extra-modules.js';

/** Longest wait, after the drain, for the last requests before the process exits regardless. */
const SHUTDOWN_GRACE_SECONDS = 30;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const start = async () => {
  let config;
  let observability;
  try {
    config = loadConfig();
    observability = loadObservabilitySettings();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    const extra = await loadExtraModules(process.env.ELDERCARE_EXTRA_MODULES);
    app = await buildApp(config, {
      serveStatic: true,
      observability,
      ...(extra.length ? { declarations: [...RESOURCES, ...extra] } : {}),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let closing = false;
  // Readiness false first; after the drain the balancer has stopped sending, close() lets the
  // requests in flight finish, then the onClose hooks end the pool, the listener and the tracer.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    markDraining(app.eldercare);
    app.log.info({ signal, drainSeconds: observability.drainSeconds }, 'draining, then shutting down');
    setTimeout(() => process.exit(1), (observability.drainSeconds + SHUTDOWN_GRACE_SECONDS) * 1000).unref();
    wait(observability.drainSeconds * 1000)
      .then(() => {
        // close() ends the connections idle at that moment; a keep-alive connection whose request
        // finishes later would hold the process for the keep-alive timeout, so those are ended too.
        setInterval(() => app.server.closeIdleConnections(), 200).unref();
        return app.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  const lines = [`Eldercare back-office on ${url} (API ${url}/prod-api, database: ${app.eldercare.dbKind})`];
  if (config.seed) {
    lines.push(
      `DEMO accounts (published password ${DEMO_PASSWORD}, for trying the product only): ${DEMO_USERS.map((u) => u.userName).join(', ')}`,
      'A real deployment starts with NODE_ENV=production (or ELDERCARE_SEED=off): one administrator, no demo accounts.',
    );
  }
  const oneTime = app.productionSeed?.oneTimePassword;
  if (oneTime) {
    // Printed once, on the console of whoever started the server; stored only hashed. It works for
    // one sign-in, after which the server insists on a new password.
    lines.push(
      `Administrator account "${PRODUCTION_ADMIN}" created. One-time password (shown once, change it at first sign-in): ${oneTime}`,
    );
  }
  console.log(lines.join('\n'));
};

start().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
