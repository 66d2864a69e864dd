import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { test } from '@playwright/test';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/server');

/** A port nobody listens on now (the OS picks it), so the spec never collides with the suite's server. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface OwnServer {
  baseURL: string;
  dataDir: string;
  /** Stops the process (SIGTERM: the server closes its database cleanly) and waits for it to exit. */
  stop: () => Promise<void>;
}

/**
 * Starts the built product (`node dist/main.js`, as `pnpm start` does) on its own port and data
 * directory, for specs that need settings the suite's shared server does not have (the captcha on).
 */
export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ELDERCARE_LOG_LEVEL: 'warn',
    ...options.env,
  };
  // An empty value unsets a variable (e.g. DATABASE_URL: '' keeps the server on its own PGlite).
  for (const [name, value] of Object.entries(env)) if (value === '') delete env[name];
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = once(child, 'exit');
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    const healthy = await fetch(`${baseURL}/prod-api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseURL,
    dataDir: options.dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * A server of the spec's own with `env`, started before the tests of the describe block (or file)
 * that calls this and stopped after them, on its own port and data directory.
 */
export function useOwnServer(name: string, settings: Record<string, string>) {
  // Its own PGlite database in dataDir (whileStopped opens it), never the suite's PostgreSQL.
  const env = { DATABASE_URL: '', ...settings };
  const dataDir = mkdtempSync(path.join(tmpdir(), `eldercare-e2e-${name}-`));
  let port = 0;
  let server: OwnServer | undefined;
  const running = (): OwnServer => {
    if (!server) throw new Error(`the ${name} server is not running`);
    return server;
  };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    port = await freePort();
    server = await startOwnServer({ port, dataDir, env });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  return {
    get baseURL() {
      return running().baseURL;
    },
    /** The same server and database, started again with other settings. */
    async restart(next: Record<string, string>) {
      await running().stop();
      server = await startOwnServer({ port, dataDir, env: { DATABASE_URL: '', ...next } });
    },
    /**
     * Runs `use` on the server's embedded database, then starts the server again as it was. PGlite
     * is a single-process database: its directory may only be opened while the server that owns it
     * is stopped (two processes on one directory corrupt it).
     */
    async whileStopped<T>(use: (db: PGlite) => Promise<T>): Promise<T> {
      await running().stop();
      const db = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
      try {
        return await use(db);
      } finally {
        await db.close();
        server = await startOwnServer({ port, dataDir, env });
      }
    },
  };
}
