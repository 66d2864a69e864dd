import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredBlob } from './store.js';

export interface Spooled extends StoredBlob {
  path: string;
  /** The first bytes, for sniffing the type. */
  head: Buffer;
  remove: () => Promise<void>;
}

const HEAD_BYTES = 4100;

export class TooLargeError extends Error {
  override name = 'TooLargeError';
}

/**
 * Streams an upload to a temporary file under `dir`, hashing and counting as it goes: the sha256
 * (the store's key) is known only at the end, and nothing larger than `maxBytes` is ever held
 * (the stream is cut with TooLargeError and the partial file removed).
 */
export const spool = async (source: Readable, dir: string, maxBytes: number): Promise<Spooled> => {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${randomBytes(12).toString('hex')}.part`);
  const hash = createHash('sha256');
  const heads: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLargeError());
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        heads.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  const remove = () => fs.rm(file, { force: true });
  try {
    await pipeline(source, meter, createWriteStream(file));
  } catch (error) {
    await remove();
    throw error;
  }
  // @fastify/multipart truncates at its own limit instead of failing the stream.
  if ((source as Readable & { truncated?: boolean }).truncated) {
    await remove();
    throw new TooLargeError();
  }
  return { path: file, sha256: hash.digest('hex'), size, head: Buffer.concat(heads), remove };
};
