import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RsaKeys } from './rsa.js';
import { sha256 } from './tokens.js';

/** How far a login ciphertext's time may be from the server's (clock skew plus a slow network). */
export const CIPHERTEXT_FRESH_MS = 2 * 60 * 1000;
/** A ciphertext without a time inside (older clients, scripts) is remembered this long instead. */
const UNTIMED_MEMORY_MS = 30 * 24 * 3600 * 1000;

const TIMED = /^(\d{13})\.([0-9A-Za-z_-]{16,64})\.([\s\S]*)$/;

export type OpenedCiphertext =
  { ok: true; password: string } | { ok: false; reason: 'undecryptable' | 'stale' | 'replayed' };

/**
 * Decrypts a login password and makes its ciphertext single use (a captured one cannot
 * be replayed). The browser encrypts `<ms>.<nonce>.<password>`: the time must be fresh and the
 * nonce unseen; the nonce is remembered only while the time is fresh. A ciphertext without them
 * is remembered by its hash (RSA PKCS#1 v1.5 padding is random, so an honest client never sends
 * the same one twice).
 */
export const openLoginCiphertext = async (
  db: Kysely<Database>,
  rsa: RsaKeys,
  ciphertext: string,
): Promise<OpenedCiphertext> => {
  const plain = rsa.decrypt(ciphertext);
  if (plain === null) return { ok: false, reason: 'undecryptable' };
  const now = Date.now();
  const timed = TIMED.exec(plain);
  let key: string;
  let keepUntil: number;
  let password: string;
  if (timed) {
    const sentAt = Number(timed[1]);
    if (Math.abs(now - sentAt) > CIPHERTEXT_FRESH_MS) return { ok: false, reason: 'stale' };
    key = `n:${timed[2]}`;
    keepUntil = sentAt + CIPHERTEXT_FRESH_MS;
    password = timed[3] ?? '';
  } else {
    key = `c:${sha256(ciphertext)}`;
    keepUntil = now + UNTIMED_MEMORY_MS;
    password = plain;
  }
  await db.deleteFrom('login_nonce').where('expires_at', '<', new Date(now)).execute();
  const fresh = await db
    .insertInto('login_nonce')
    .values({ nonce: key, expires_at: new Date(keepUntil) })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return fresh ? { ok: true, password } : { ok: false, reason: 'replayed' };
};
