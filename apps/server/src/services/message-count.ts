import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { countConcerns, notifiedCache } from './notified-cache.js';

export interface UnreadCount {
  unread: number;
  agenda: number;
  total: number;
}

const cache = notifiedCache<UnreadCount>(countConcerns);

/**
 * Each user's unread count, kept between the polls every open back-office tab makes:
 * migration 0151 announces the users whose receipts or agenda items changed.
 */
export const unreadCount = (
  db: Kysely<Database>,
  userId: number,
  read: () => Promise<UnreadCount>,
): Promise<UnreadCount> => cache(db, userId, String(userId), read);
