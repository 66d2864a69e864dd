import type { Kysely } from 'kysely';
import type { Session } from '../auth/session-context.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/app-error.js';
import { isDeptInArea } from '../services/dept-repository.js';
import { scopedUsers } from '../services/users.js';

/** The target user must be live and inside the caller's scope; otherwise "not found". */
export const requireScopedUser = async (db: Kysely<Database>, session: Session, userId: number) => {
  const row = await scopedUsers(db, session).select('u.id').where('u.id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  return row.id;
};

export const requireScopedDept = async (db: Kysely<Database>, session: Session, deptId: number) => {
  if (!(await isDeptInArea(db, session, deptId))) throw notFound();
};
