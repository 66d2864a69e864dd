import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Appends to the audit log: who did what to which record (never secrets). */
export const audit = async (
  db: Kysely<Database>,
  userId: number | null,
  action: string,
  target: string,
): Promise<void> => {
  await db.insertInto('audit_log').values({ user_id: userId, action, target }).execute();
};
