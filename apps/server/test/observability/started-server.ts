import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createDatabase, dropDatabase, randomName } from '../helpers/postgres.js';
import { DEMO_PASSWORD, encryptPassword } from '../helpers/server.js';

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

/** A copy of the prepared database a started server runs on, kept across restarts until removed. */
export interface ServerData {
  dataDir: string;
  databaseUrl?: string;
  remove: () => Promise<void>;
}

export const copyPreparedData = async (): Promise<ServerData> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-proc-'));
  await fs.cp(inject('dataTemplate'), dataDir, { recursive: true });
  const base = process.env.DATABASE_URL;
  const dbName = randomName('t');
  const databaseUrl = base ? await createDatabase(base, dbName, inject('pgTemplate')) : undefined;
  const remove = async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    if (base) await dropDatabase(base, dbName);
  };
  return { dataDir, ...(databaseUrl ? { databaseUrl } : {}), remove };
};

/**
 * The real start command (`src/main.ts`, loaded through tsx without its wrapper process, so signals
 * reach it) as its own process on `data`: what main.ts does — signals, draining, logging, starting
 * again after a crash — is only seen from outside. Its cleanup ends the process, not the data.
 */
export const spawnServer = async (data: ServerData, env: Record<string, string>): Promise<StartedServer> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: data.dataDir,
      STATIC_DIR: path.join(data.dataDir, 'no-static'),
      ELDERCARE_CAPTCHA: 'off',
      ELDERCARE_LOG_LEVEL: 'info',
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
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
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
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

/** A started server on its own copy of the prepared database; its cleanup removes the copy too. */
export const startServerProcess = async (env: Record<string, string>): Promise<StartedServer> => {
  const data = await copyPreparedData();
  try {
    const server = await spawnServer(data, env);
    return {
      ...server,
      cleanup: async () => {
        await server.cleanup();
        await data.remove();
      },
    };
  } catch (error) {
    await data.remove();
    throw error;
  }
};

/** Signs in over HTTP as the back-office does; answers the bearer token. */
export const signIn = async (url: string, username: string): Promise<string> => {
  const key = (await (await fetch(`${url}/prod-api/uaa/public-key`)).json()) as {
    data: { publicKey: string };
  };
  const response = await fetch(`${url}/prod-api/uaa/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: encryptPassword(key.data.publicKey, DEMO_PASSWORD),
      validCode: '',
      deviceId: 'process-test',
      grant_type: 'password',
      client_id: 'backoffice',
      client_secret: 'backoffice-secret',
      redirect_url: '/',
      isDecryption: true,
    }),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
};
