import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { SHA256_HEX, type FileStore, type StoredBlob } from './store.js';

/**
 * The embedded default: `<root>/<first two hex>/<sha256>`. A blob arrives by rename from the
 * spool file on the same disk, so a reader never sees half a file, and a second upload of the
 * same bytes finds it there and is dropped.
 */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  private pathOf(sha256: string): string {
    if (!SHA256_HEX.test(sha256)) throw new Error('not a sha256 key');
    return path.join(this.root, sha256.slice(0, 2), sha256);
  }

  async put(localPath: string, blob: StoredBlob): Promise<void> {
    const target = this.pathOf(blob.sha256);
    if (await this.exists(blob.sha256)) return;
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(localPath, target);
  }

  async get(sha256: string): Promise<Readable | undefined> {
    if (!(await this.exists(sha256))) return undefined;
    return createReadStream(this.pathOf(sha256));
  }

  async exists(sha256: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(sha256));
      return true;
    } catch {
      return false;
    }
  }

  async remove(sha256: string): Promise<void> {
    await fs.rm(this.pathOf(sha256), { force: true });
  }
}
