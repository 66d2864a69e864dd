import { Readable } from 'node:stream';
import { spool, type Spooled } from './spool.js';

/** Bytes already in memory (a thumbnail, a migrated data URL) as a spool file, ready for the store. */
export const spoolBytes = (bytes: Buffer, spoolDir: string): Promise<Spooled> =>
  spool(Readable.from([bytes]), spoolDir, Number.MAX_SAFE_INTEGER);

/** A stream's bytes (a stored file, bounded by the upload cap) in memory. */
export const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
