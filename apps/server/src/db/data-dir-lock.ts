import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockOwner {
  pid: number;
  host: string;
  instance: string;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwner = async (file: string): Promise<LockOwner | null> => {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
};

/**
 * Takes DATA_DIR/server.lock for the embedded database: PGlite is one process's files, and two
 * servers on one folder silently lose the second one's acknowledged writes. The file
 * is created exclusively; a lock left by a process that is gone (kill -9, power cut) is taken
 * over. Returns the release function.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, host: os.hostname(), instance: randomUUID() };
  for (let tries = 0; tries < 3; tries += 1) {
    try {
      await fs.writeFile(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return async () => {
        const owner = await readOwner(file);
        if (owner?.instance === me.instance) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(file);
    if (owner === null && tries === 0) {
      // Created but not yet written by a server starting this very moment: look again.
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    // Another host's pid means nothing here: a shared folder is refused rather than guessed at.
    const stale =
      owner !== null && owner.host === me.host && owner.pid !== process.pid && !isAlive(owner.pid);
    if (!stale && owner !== null) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another server (pid ${owner.pid} on ${owner.host}). ` +
          'Stop that server or give this one another DATA_DIR; only one server may use an embedded database. ' +
          `If no such server runs, delete ${file}.`,
      );
    }
    // Stale, or unreadable (a crash mid-write): take it over.
    await fs.rm(file, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${file}: another server keeps taking it.`);
};
