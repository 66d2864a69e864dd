// The README's run command after `pnpm install`: builds what the product needs (the packages, the
// back-office and the server) and starts the server, which serves the back-office and /prod-api on one
// port (PORT, default 8080) and prints the URL and the demo logins.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// No network here but the package registries: keep turbo from phoning home.
process.env.TURBO_TELEMETRY_DISABLED = '1';

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--env-mode=loose',
    '--output-logs=errors-only',
    '--filter=@eldercare/server...',
    '--filter=@eldercare/backoffice...',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
