import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** In DATA_DIR; `pnpm backup` (scripts/backup.mjs, plain JavaScript) names it too. */
export const OPS_SOCKET = 'ops.sock';
/** The one request the socket answers: a tar archive of the database folder. */
export const BACKUP_REQUEST = { method: 'POST', path: '/backup' } as const;
/** Linux keeps a socket's path in 108 bytes, the terminating zero included. */
const MAX_SOCKET_PATH_BYTES = 107;

export interface BackupSocket {
  close: () => Promise<void>;
}

const answerText = (response: http.ServerResponse, status: number, text: string) =>
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);

const backupHandler =
  (snapshot: () => Promise<Blob>) => (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.method !== BACKUP_REQUEST.method || request.url !== BACKUP_REQUEST.path) {
      answerText(response, 404, `not found: ask ${BACKUP_REQUEST.method} ${BACKUP_REQUEST.path}`);
      return;
    }
    snapshot()
      .then(async (archive) => {
        response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': archive.size });
        await pipeline(Readable.fromWeb(archive.stream() as NodeReadableStream<Uint8Array>), response);
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        // Once the archive has started the length is promised: a cut answer tells the client.
        if (response.headersSent) response.destroy();
        else answerText(response, 500, `backup failed: ${reason}`);
      });
  };

/**
 * Serves `pnpm backup` on DATA_DIR/ops.sock while this process holds the embedded database: only
 * the process that has the folder open may read it, so it makes the copy (`snapshot`) itself. The
 * socket is never a network port; it is made under a random name, limited to this user (0600) and
 * only then given its name, which also replaces one left by a killed server. Without a usable path
 * the server still runs; `pnpm backup` then says it finds no socket.
 */
export const serveBackupSocket = async (
  dataDir: string,
  snapshot: () => Promise<Blob>,
): Promise<BackupSocket | null> => {
  const socketPath = path.join(dataDir, OPS_SOCKET);
  const temporary = path.join(dataDir, `ops-${randomBytes(6).toString('hex')}.sock`);
  if (Buffer.byteLength(temporary) > MAX_SOCKET_PATH_BYTES) {
    console.warn(
      `Online backups are off: the socket path under ${dataDir} is too long; use a shorter DATA_DIR.`,
    );
    return null;
  }
  const server = http.createServer(backupHandler(snapshot));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(temporary, () => resolve());
    });
    await fs.chmod(temporary, 0o600);
    await fs.rename(temporary, socketPath);
  } catch (error) {
    server.close();
    console.warn(`Online backups are off: no socket at ${socketPath} (${String(error)}).`);
    return null;
  }
  return {
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(socketPath, { force: true });
    },
  };
};
