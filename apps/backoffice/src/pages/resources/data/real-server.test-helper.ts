import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient, getPublicKey, login, type ApiClient } from '@eldercare/api-client';

const SERVER_MAIN = path.resolve(__dirname, '../../../../../server/dist/main.js');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RealServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** The built reference server (apps/server/dist) on a free port with a fresh database. */
export async function startRealServer(): Promise<RealServer> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build @eldercare/server first`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-resources-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ELDERCARE_CAPTCHA: 'off',
      ELDERCARE_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const baseURL = `http://127.0.0.1:${port}/prod-api`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    const ok = await fetch(`${baseURL}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client signed in as a demo user through the real login (password RSA-encrypted with node:crypto). */
export async function signedInClient(baseURL: string, userName = 'admin'): Promise<ApiClient> {
  const session: { token?: string } = {};
  const client = createApiClient({
    baseURL,
    adapter: 'http',
    getToken: () => session.token,
    ui: { showError: () => {} },
  });
  const { publicKey } = await getPublicKey(client);
  const pem = publicKey.includes('BEGIN')
    ? publicKey
    : `-----BEGIN PUBLIC KEY-----\n${publicKey}\n-----END PUBLIC KEY-----`;
  const password = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from('Admin@123456'),
  ).toString('base64');
  const answer = await login(client, {
    username: userName,
    password,
    validCode: '',
    deviceId: `backoffice-test-${userName}`,
    grant_type: 'password',
    client_id: 'backoffice',
    client_secret: 'backoffice-secret',
    isDecryption: true,
  });
  session.token = answer.access_token;
  return client;
}

/** An 18-digit ID number with a correct check digit. */
export function validIdCard(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
  return first17 + '10X98765432'[sum % 11];
}
