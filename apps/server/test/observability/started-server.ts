import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createDatabase, dropDatabase, randomName } from '../helpers/postgres.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface StartedServer {
  url: string;
  child: ChildProcess;
  /** Every line the process wrote to stdout so far. */
  lines: string[];
  exited: Promise<number | null>;
  cleanup: () => Promise<void>;
}

/**
 * The real start command (`src/main.ts`, loaded through tsx without its wrapper process, so signals reach it) as its own process, on a copy of the prepared
 * database: what main.ts does — signals, draining, logging — is only seen from outside.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<StartedServer> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-proc-'));
  await fs.cp(inject('dataTemplate'), dataDir, { recursive: true });
  const base = process.env.DATABASE_URL;
  const dbName = randomName('t');
  const databaseUrl = base ? await createDatabase(base, dbName, inject('pgTemplate')) : undefined;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-static'),
      ELDERCARE_CAPTCHA: 'off',
      ELDERCARE_LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (pending + chunk.toString('utf8')).split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const cleanup = async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
    if (base) await dropDatabase(base, dbName);
  };
  const deadline = Date.now() + 90_000;
  while (!lines.some((l) => l.startsWith('Eldercare back-office on'))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await cleanup();
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, child, lines, exited, cleanup };
};
