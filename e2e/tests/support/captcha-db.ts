import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Reads the captcha the server stored for a device id from its embedded database (opened while the
 * server is stopped: `useOwnServer().whileStopped`). No endpoint reveals an answer, and the server
 * keeps only its SHA-256 (of the trimmed, lower-cased text), so the answer is found again by trying
 * every 4-character text over [a-z0-9] (1.7 M hashes, about 2 s). The captcha row survives the
 * restart (it lives 2 minutes).
 */
export async function readCaptchaAnswer(db: PGlite, deviceId: string): Promise<string> {
  const result = await db.query<{ answer_hash: string }>(
    'select answer_hash from captcha where device_id = $1',
    [deviceId],
  );
  const hash = result.rows[0]?.answer_hash;
  if (!hash) throw new Error(`no captcha stored for device ${deviceId}`);
  const answer = invertCaptchaHash(hash);
  if (!answer) throw new Error('the stored captcha is not 4 characters of [a-z0-9]');
  return answer;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The 4-character captcha text whose SHA-256 is `hash`, found by trying them all. */
export function invertCaptchaHash(hash: string): string | undefined {
  for (const a of ALPHABET)
    for (const b of ALPHABET)
      for (const c of ALPHABET)
        for (const d of ALPHABET) {
          const text = a + b + c + d;
          if (createHash('sha256').update(text).digest('hex') === hash) return text;
        }
  return undefined;
}
