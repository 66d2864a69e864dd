import type { Readable } from 'node:stream';

/** What the store answers for bytes it keeps: their sha256 (the key) and size. */
export interface StoredBlob {
  sha256: string;
  size: number;
}

/**
 * Where file bytes live, content-addressed: the key is the bytes' sha256, so identical uploads
 * share one copy and a stored blob never changes. Bytes are deleted only by the housekeeping
 * (hygiene.ts), once no upload or thumbnail row names them.
 */
export interface FileStore {
  /** Stores a spooled file (see spool.ts) under its sha256; storing known bytes again is a no-op. */
  put: (localPath: string, blob: StoredBlob) => Promise<void>;
  /** The bytes, or undefined when the store has no blob of that sha256. */
  get: (sha256: string) => Promise<Readable | undefined>;
  exists: (sha256: string) => Promise<boolean>;
  /** Deletes the blob (absent already: nothing happens). */
  remove: (sha256: string) => Promise<void>;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;
