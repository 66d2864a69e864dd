import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_REQUEST, OPS_SOCKET, serveBackupSocket } from '../../src/ops/backup-socket.js';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});
const freshDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-ops-'));
  dirs.push(dir);
  return dir;
};

/** One request on the socket, as scripts/backup.mjs sends it: the status and the body. */
const ask = (socketPath: string, method: string, route: string) =>
  new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const request = http.request({ socketPath, method, path: route }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });

describe('the backup socket of the server holding the embedded database', () => {
  it('answers the archive to its owner only, refuses other requests, and goes away on close', async () => {
    const dir = await freshDir();
    const archive = Buffer.from('a tar archive, byte for byte');
    const socket = await serveBackupSocket(dir, () => Promise.resolve(new Blob([archive])));
    const socketPath = path.join(dir, OPS_SOCKET);
    expect(socket).not.toBeNull();
    const stat = await fs.stat(socketPath);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
    // Nothing but the socket: the temporary name it was made under is gone.
    expect((await fs.readdir(dir)).sort()).toEqual([OPS_SOCKET]);

    const answer = await ask(socketPath, BACKUP_REQUEST.method, BACKUP_REQUEST.path);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(archive)).toBe(true);
    expect((await ask(socketPath, 'GET', BACKUP_REQUEST.path)).status).toBe(404);
    expect((await ask(socketPath, BACKUP_REQUEST.method, '/other')).status).toBe(404);

    await socket?.close();
    await expect(fs.stat(socketPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('says why when the copy fails', async () => {
    const dir = await freshDir();
    const socket = await serveBackupSocket(dir, () => Promise.reject(new Error('disk full')));
    const answer = await ask(path.join(dir, OPS_SOCKET), BACKUP_REQUEST.method, BACKUP_REQUEST.path);
    await socket?.close();
    expect(answer.status).toBe(500);
    expect(answer.body.toString('utf8')).toContain('disk full');
  });

  it('replaces the socket a killed server left behind', async () => {
    const dir = await freshDir();
    const killed = await serveBackupSocket(dir, () => Promise.resolve(new Blob(['old'])));
    // A killed process closes nothing: its socket file stays, with no one listening.
    await fs.rename(path.join(dir, OPS_SOCKET), path.join(dir, 'kept.sock'));
    await killed?.close();
    await fs.rename(path.join(dir, 'kept.sock'), path.join(dir, OPS_SOCKET));
    await expect(ask(path.join(dir, OPS_SOCKET), 'POST', '/backup')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });

    const socket = await serveBackupSocket(dir, () => Promise.resolve(new Blob(['new'])));
    const answer = await ask(path.join(dir, OPS_SOCKET), BACKUP_REQUEST.method, BACKUP_REQUEST.path);
    await socket?.close();
    expect(answer.body.toString('utf8')).toBe('new');
  });

  it('leaves the server running, saying so, when DATA_DIR is too long for a socket path', async () => {
    const dir = path.join(await freshDir(), 'd'.repeat(120));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await serveBackupSocket(dir, () => Promise.resolve(new Blob([])))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Online backups are off'));
  });
});
