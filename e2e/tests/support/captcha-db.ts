import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Reads the captcha the server stored for a device id straight from its embedded database.
 *
 * Why this way: PGlite is a single-process database, so the data directory may only be opened
 * while the server that owns it is stopped (two processes on one directory corrupt it). The caller
 * stops its own server, reads, and starts it again on the same directory; the captcha row survives
 * (it lives 2 minutes). No endpoint reveals an answer, and the server keeps only its SHA-256 (of
 * the trimmed, lower-cased text), so the answer is found again by trying every 4-character text
 * over [a-z0-9] (1.7 M hashes, about 2 s).
 */
export async function readCaptchaAnswer(dataDir: string, deviceId: string): Promise<string> {
  const db = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  let hash: string | undefined;
  try {
    const result = await db.query<{ answer_hash: string }>(
      'select answer_hash from captcha where device_id = $1',
      [deviceId],
    );
    hash = result.rows[0]?.answer_hash;
  } finally {
    await db.close();
  }
  if (!hash) throw new Error(`no captcha stored for device ${deviceId}`);
  const answer = invertCaptchaHash(hash);
  if (!answer) throw new Error('the stored captcha is not 4 characters of [a-z0-9]');
  return answer;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function invertCaptchaHash(hash: string): string | undefined {
  for (const a of ALPHABET)
    for (const b of ALPHABET)
      for (const c of ALPHABET)
        for (const d of ALPHABET) {
          const text = a + b + c + d;
          if (createHash('sha256').update(text).digest('hex') === hash) return text;
        }
  return undefined;
}
