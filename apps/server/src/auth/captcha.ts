import svgCaptcha from 'svg-captcha';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sha256 } from './tokens.js';

/** Captchas live 2 minutes and are consumed by the first login attempt that names the device. */
export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

const normalise = (answer: string) => answer.trim().toLowerCase();

/** Creates (or replaces) the captcha of a device; returns the SVG image. */
export const createCaptcha = async (db: Kysely<Database>, deviceId: string): Promise<string> => {
  const { data, text } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI' });
  const row = {
    device_id: deviceId,
    answer_hash: sha256(normalise(text)),
    expires_at: new Date(Date.now() + CAPTCHA_TTL_MS),
  };
  // Every device asks for a new captcha often; expired rows are purged here, so no scheduler is
  // needed and the table stays the size of the last two minutes.
  await db.deleteFrom('captcha').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('captcha')
    .values(row)
    .onConflict((oc) =>
      oc.column('device_id').doUpdateSet({ answer_hash: row.answer_hash, expires_at: row.expires_at }),
    )
    .execute();
  return data;
};

/** Consumes the device's captcha (whatever the answer) and says whether the answer matched. */
export const consumeCaptcha = async (
  db: Kysely<Database>,
  deviceId: string,
  answer: string,
): Promise<boolean> => {
  const row = await db
    .deleteFrom('captcha')
    .where('device_id', '=', deviceId)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() < Date.now()) return false;
  return row.answer_hash === sha256(normalise(answer));
};

/** Test hook: the answer is only ever stored hashed, so tests plant a known one. */
export const plantCaptcha = async (db: Kysely<Database>, deviceId: string, answer: string): Promise<void> => {
  await db.deleteFrom('captcha').where('device_id', '=', deviceId).execute();
  await db
    .insertInto('captcha')
    .values({
      device_id: deviceId,
      answer_hash: sha256(normalise(answer)),
      expires_at: new Date(Date.now() + CAPTCHA_TTL_MS),
    })
    .execute();
};
