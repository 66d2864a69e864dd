import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock.js';

/** Two servers on one PGlite folder would lose the second one's writes. */
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eldercare-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('the DATA_DIR lock', () => {
  it('refuses a second holder with a clear message, and is free again once released', async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another server \(pid \d+/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over the lock of a process that is gone (kill -9, power cut)', async () => {
    const dir = await tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    await fs.writeFile(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: dead, host: os.hostname(), instance: 'gone' }),
    );
    const release = await lockDataDir(dir);
    await release();
  });
});
