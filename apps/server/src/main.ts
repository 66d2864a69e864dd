import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/users.js';

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
  const app = await buildApp(config, { serveStatic: true });
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
  const lines = [
    `Eldercare back-office on ${url} (API ${url}/prod-api, database: ${app.eldercare.dbKind})`,
    `Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.userName).join(', ')}`,
  ];
  if (!config.seed) lines.pop();
  console.log(lines.join('\n'));
};

start().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
