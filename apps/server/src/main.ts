import { RESOURCES } from '@eldercare/resources';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { PRODUCTION_ADMIN } from './db/seed/production.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/users.js';
import { loadExtraModules } from './resources/extra-modules.js';

const start = async () => {
  let config;
  try {
    config = loadConfig();
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
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
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
